import { createFileRoute } from '@tanstack/react-router';
import { identityResource } from '../../state/identity';
import { AddAccountPage } from '../../features/cards/AddAccountPage';

export const Route = createFileRoute('/mine/addKOIpayCard')({
  // Started, not waited for (issue #36): the heading block and the form's box draw at once (and
  // from the HTML, src/prerender); the identity fills the box.
  loader: ({ context }) => identityResource.start(context.store),
  component: () => <AddAccountPage kind="KOIPAY" title="添加KOIpay账户" />,
});
