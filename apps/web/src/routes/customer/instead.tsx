import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/customer/instead')({
  component: () => <PageFrame title="正在连接客服" />,
});
