import { createFileRoute } from '@tanstack/react-router';
import { AccountViewPage } from '../../features/cards/AccountViewPage';

export const Route = createFileRoute('/mine/ebpayAcount')({
  component: () => <AccountViewPage kind="EBPAY" title="EBpay账户" />,
});
