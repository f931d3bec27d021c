import { createFileRoute } from '@tanstack/react-router';
import { handedOver } from '../../components/use-deferred';
import { AccountViewPage } from '../../features/cards/AccountViewPage';

export const Route = createFileRoute('/mine/sharelifeAcount')({
  // Started, not waited for (issue #36): the heading block draws at once (and from the HTML,
  // src/prerender), the accounts fill the box below it.
  loader: ({ context }) => ({ cards: handedOver(context.services.client.request('cardList', { kind: 'SHARELIFE' })) }),
  component: function Accounts() {
    return <AccountViewPage kind="SHARELIFE" title="分享钱包账户" cards={Route.useLoaderData().cards} />;
  },
});
