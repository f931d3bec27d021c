import { createFileRoute } from '@tanstack/react-router';
import { AccountViewPage } from '../../features/cards/AccountViewPage';

export const Route = createFileRoute('/mine/wechatAcount')({
  loader: ({ context }) => context.services.client.request('cardList', { kind: 'WECHAT' }),
  component: function Accounts() {
    return <AccountViewPage kind="WECHAT" title="微信账户" cards={Route.useLoaderData()} />;
  },
});
