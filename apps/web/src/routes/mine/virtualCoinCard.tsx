import { createFileRoute } from '@tanstack/react-router';
import { handedOver } from '../../components/use-deferred';
import { CardManagePage } from '../../features/cards/CardManagePage';
import { identityResource } from '../../state/identity';

export const Route = createFileRoute('/mine/virtualCoinCard')({
  // Started, not waited for (issue #36): the heading block draws at once (and from the HTML,
  // src/prerender); the addresses and the identity the form needs fill the box below it.
  loader: ({ context }) => {
    identityResource.start(context.store);
    return { cards: handedOver(context.services.client.request('cardList', { kind: 'VIRTUAL' })) };
  },
  component: function Cards() {
    return <CardManagePage kind="VIRTUAL" title="虚拟币地址" cards={Route.useLoaderData().cards} />;
  },
});
