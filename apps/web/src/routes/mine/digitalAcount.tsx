import { createFileRoute } from '@tanstack/react-router';
import { AccountViewPage } from '../../features/cards/AccountViewPage';

export const Route = createFileRoute('/mine/digitalAcount')({
  loader: ({ context }) => context.services.client.request('cardList', { kind: 'DIGITAL' }),
  component: function Accounts() {
    return <AccountViewPage kind="DIGITAL" title="数字钱包" cards={Route.useLoaderData()} />;
  },
});
