import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/mine/currency')({
  component: () => <PageFrame title="积分商城" />,
});
