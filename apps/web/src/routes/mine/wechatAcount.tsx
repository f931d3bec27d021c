import { createFileRoute } from '@tanstack/react-router';
import { AccountViewPage } from '../../features/cards/AccountViewPage';

export const Route = createFileRoute('/mine/wechatAcount')({
  component: () => <AccountViewPage kind="WECHAT" title="微信账户" />,
});
