import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/customer/main')({
  component: () => <PageFrame title="在线客服" />,
});
