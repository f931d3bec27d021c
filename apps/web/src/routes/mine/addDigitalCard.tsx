import { createFileRoute } from '@tanstack/react-router';
import { identityResource } from '../../state/identity';
import { AddAccountPage } from '../../features/cards/AddAccountPage';

export const Route = createFileRoute('/mine/addDigitalCard')({
  // Started, not waited for (issue #36): the heading block and the form's box draw at once (and
  // from the HTML, src/prerender); the identity fills the box.
  loader: ({ context }) => identityResource.start(context.store),
  component: () => <AddAccountPage kind="DIGITAL" title="添加数字钱包" />,
});
