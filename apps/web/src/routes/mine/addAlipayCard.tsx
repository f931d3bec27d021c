import { createFileRoute } from '@tanstack/react-router';
import { AddAccountPage } from '../../features/cards/AddAccountPage';

export const Route = createFileRoute('/mine/addAlipayCard')({
  component: () => <AddAccountPage kind="ALIPAY" title="添加支付宝账户" />,
});
