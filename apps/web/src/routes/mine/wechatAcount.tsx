import { createFileRoute } from '@tanstack/react-router';
import { handedOver } from '../../components/use-deferred';
import { AccountViewPage } from '../../features/cards/AccountViewPage';

export const Route = createFileRoute('/mine/wechatAcount')({
  // Started, not waited for (issue #36): the heading block draws at once (and from the HTML,
  // src/prerender), the accounts fill the box below it.
  loader: ({ context }) => ({ cards: handedOver(context.services.client.request('cardList', { kind: 'WECHAT' })) }),
  component: function Accounts() {
    return <AccountViewPage kind="WECHAT" title="微信账户" cards={Route.useLoaderData().cards} />;
  },
});
