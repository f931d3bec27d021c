import { createFileRoute } from '@tanstack/react-router';
import { AccountViewPage } from '../../features/cards/AccountViewPage';

export const Route = createFileRoute('/mine/alipayAcount')({
  loader: ({ context }) => context.services.client.request('cardList', { kind: 'ALIPAY' }),
  component: function Accounts() {
    return <AccountViewPage kind="ALIPAY" title="支付宝账户" cards={Route.useLoaderData()} />;
  },
});
