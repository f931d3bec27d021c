import { createFileRoute } from '@tanstack/react-router';
import { identityResource } from '../../state/identity';
import { AddAccountPage } from '../../features/cards/AddAccountPage';

export const Route = createFileRoute('/mine/addAlipayCard')({
  loader: ({ context }) => identityResource.ensure(context.store),
  component: () => <AddAccountPage kind="ALIPAY" title="添加支付宝账户" />,
});
