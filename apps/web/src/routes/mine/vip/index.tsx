import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../components/PageFrame';

export const Route = createFileRoute('/mine/vip/')({
  component: () => <PageFrame title="VIP特权" />,
});
