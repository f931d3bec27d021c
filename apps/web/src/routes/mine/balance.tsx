import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/mine/balance')({
  component: () => <PageFrame title="账户余额" />,
});
