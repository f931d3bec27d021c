import { createFileRoute } from '@tanstack/react-router';
import { handedOver } from '../../components/use-deferred';
import { CardManagePage } from '../../features/cards/CardManagePage';
import { banksResource } from '../../state/banks';
import { identityResource } from '../../state/identity';

export const Route = createFileRoute('/mine/addBankCard')({
  // Started, not waited for (issue #36): the heading block draws at once (and from the HTML,
  // src/prerender); the bound cards and then the form fill the box, the banks the form's list.
  loader: ({ context }) => {
    identityResource.start(context.store);
    banksResource.start(context.store);
    return { cards: handedOver(context.services.client.request('cardList', { kind: 'BANK' })) };
  },
  component: function Cards() {
    return <CardManagePage kind="BANK" title="添加银行卡" cards={Route.useLoaderData().cards} />;
  },
});
