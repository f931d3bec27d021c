import { createFileRoute } from '@tanstack/react-router';
import { identityResource } from '../../state/identity';
import { AddAccountPage } from '../../features/cards/AddAccountPage';

export const Route = createFileRoute('/mine/addwechatCard')({
  // Started, not waited for (issue #36): the heading block and the form's box draw at once (and
  // from the HTML, src/prerender); the identity fills the box.
  loader: ({ context }) => identityResource.start(context.store),
  component: () => <AddAccountPage kind="WECHAT" title="添加微信账户" />,
});
