import { createFileRoute } from '@tanstack/react-router';
import { AccountViewPage } from '../../features/cards/AccountViewPage';

export const Route = createFileRoute('/mine/koipayAcount')({
  component: () => <AccountViewPage kind="KOIPAY" title="KOIpay账户" />,
});
