import { createFileRoute } from '@tanstack/react-router';
import { AccountViewPage } from '../../features/cards/AccountViewPage';

export const Route = createFileRoute('/mine/alipayAcount')({
  component: () => <AccountViewPage kind="ALIPAY" title="支付宝账户" />,
});
