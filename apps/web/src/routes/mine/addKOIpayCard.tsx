import { createFileRoute } from '@tanstack/react-router';
import { identityResource } from '../../state/identity';
import { AddAccountPage } from '../../features/cards/AddAccountPage';

export const Route = createFileRoute('/mine/addKOIpayCard')({
  loader: ({ context }) => identityResource.ensure(context.store),
  component: () => <AddAccountPage kind="KOIPAY" title="添加KOIpay账户" />,
});
