import { createFileRoute } from '@tanstack/react-router';
import { AccountViewPage } from '../../features/cards/AccountViewPage';

export const Route = createFileRoute('/mine/sharelifeAcount')({
  loader: ({ context }) => context.services.client.request('cardList', { kind: 'SHARELIFE' }),
  component: function Accounts() {
    return <AccountViewPage kind="SHARELIFE" title="分享钱包账户" cards={Route.useLoaderData()} />;
  },
});
