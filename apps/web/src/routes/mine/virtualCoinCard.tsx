import { createFileRoute } from '@tanstack/react-router';
import { CardManagePage } from '../../features/cards/CardManagePage';
import { identityResource } from '../../state/identity';

export const Route = createFileRoute('/mine/virtualCoinCard')({
  loader: async ({ context }) => {
    const [cards] = await Promise.all([
      context.services.client.request('cardList', { kind: 'VIRTUAL' }),
      identityResource.ensure(context.store),
    ]);
    return cards;
  },
  component: function Cards() {
    return <CardManagePage kind="VIRTUAL" title="虚拟币地址" cards={Route.useLoaderData()} />;
  },
});
