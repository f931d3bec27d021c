import { createFileRoute } from '@tanstack/react-router';
import { handedOver } from '../../components/use-deferred';
import { CardManagePage } from '../../features/cards/CardManagePage';
import { banksResource } from '../../state/banks';
import { identityResource } from '../../state/identity';

export const Route = createFileRoute('/mine/addBankCard')({
  // The form's identity and banks are waited for, as before; the bound cards fill their box (issue #36).
  loader: async ({ context }) => {
    const cards = handedOver(context.services.client.request('cardList', { kind: 'BANK' }));
    await Promise.all([identityResource.ensure(context.store), banksResource.ensure(context.store)]);
    return { cards };
  },
  component: function Cards() {
    return <CardManagePage kind="BANK" title="添加银行卡" cards={Route.useLoaderData().cards} />;
  },
});
