import { createFileRoute } from '@tanstack/react-router';
import { identityResource } from '../../state/identity';
import { AddAccountPage } from '../../features/cards/AddAccountPage';

export const Route = createFileRoute('/mine/addEBpayCard')({
  loader: ({ context }) => identityResource.ensure(context.store),
  component: () => <AddAccountPage kind="EBPAY" title="添加EBpay账户" />,
});
