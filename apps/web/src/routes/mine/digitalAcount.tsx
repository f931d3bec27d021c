import { createFileRoute } from '@tanstack/react-router';
import { handedOver } from '../../components/use-deferred';
import { AccountViewPage } from '../../features/cards/AccountViewPage';

export const Route = createFileRoute('/mine/digitalAcount')({
  // Started, not waited for (issue #36): the heading block draws at once (and from the HTML,
  // src/prerender), the accounts fill the box below it.
  loader: ({ context }) => ({ cards: handedOver(context.services.client.request('cardList', { kind: 'DIGITAL' })) }),
  component: function Accounts() {
    return <AccountViewPage kind="DIGITAL" title="数字钱包" cards={Route.useLoaderData().cards} />;
  },
});
