import { createFileRoute } from '@tanstack/react-router';
import { CardManagePage } from '../../features/cards/CardManagePage';
import { banksResource } from '../../state/banks';
import { identityResource } from '../../state/identity';

export const Route = createFileRoute('/mine/addBankCard')({
  loader: async ({ context }) => {
    const [cards] = await Promise.all([
      context.services.client.request('cardList', { kind: 'BANK' }),
      identityResource.ensure(context.store), banksResource.ensure(context.store),
    ]);
    return cards;
  },
  component: function Cards() {
    return <CardManagePage kind="BANK" title="添加银行卡" cards={Route.useLoaderData()} />;
  },
});
