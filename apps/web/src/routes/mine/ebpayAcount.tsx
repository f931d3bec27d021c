import { createFileRoute } from '@tanstack/react-router';
import { AccountViewPage } from '../../features/cards/AccountViewPage';

export const Route = createFileRoute('/mine/ebpayAcount')({
  loader: ({ context }) => context.services.client.request('cardList', { kind: 'EBPAY' }),
  component: function Accounts() {
    return <AccountViewPage kind="EBPAY" title="EBpay账户" cards={Route.useLoaderData()} />;
  },
});
