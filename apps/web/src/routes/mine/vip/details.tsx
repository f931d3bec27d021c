import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../components/PageFrame';

export const Route = createFileRoute('/mine/vip/details')({
  component: () => <PageFrame title="VIP详情" />,
});
