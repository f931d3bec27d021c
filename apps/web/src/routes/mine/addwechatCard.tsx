import { createFileRoute } from '@tanstack/react-router';
import { identityResource } from '../../state/identity';
import { AddAccountPage } from '../../features/cards/AddAccountPage';

export const Route = createFileRoute('/mine/addwechatCard')({
  loader: ({ context }) => identityResource.ensure(context.store),
  component: () => <AddAccountPage kind="WECHAT" title="添加微信账户" />,
});
