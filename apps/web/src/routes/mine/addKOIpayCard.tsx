import { createFileRoute } from '@tanstack/react-router';
import { AddAccountPage } from '../../features/cards/AddAccountPage';

export const Route = createFileRoute('/mine/addKOIpayCard')({
  component: () => <AddAccountPage kind="KOIPAY" title="添加KOIpay账户" />,
});
