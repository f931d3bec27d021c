import { createFileRoute } from '@tanstack/react-router';
import { AccountViewPage } from '../../features/cards/AccountViewPage';

export const Route = createFileRoute('/mine/koipayAcount')({
  loader: ({ context }) => context.services.client.request('cardList', { kind: 'KOIPAY' }),
  component: function Accounts() {
    return <AccountViewPage kind="KOIPAY" title="KOIpay账户" cards={Route.useLoaderData()} />;
  },
});
