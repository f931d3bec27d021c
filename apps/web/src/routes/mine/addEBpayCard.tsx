import { createFileRoute } from '@tanstack/react-router';
import { AddAccountPage } from '../../features/cards/AddAccountPage';

export const Route = createFileRoute('/mine/addEBpayCard')({
  component: () => <AddAccountPage kind="EBPAY" title="添加EBpay账户" />,
});
