import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/mine/addAlipayCard')({
  component: () => <PageFrame title="添加支付宝账户" />,
});
