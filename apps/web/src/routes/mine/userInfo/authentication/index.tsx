import { createFileRoute } from '@tanstack/react-router';
import { identityResource } from '../../../../state/identity';
import { AuthenticationPage } from '../../../../features/cards/AuthenticationPage';

export const Route = createFileRoute('/mine/userInfo/authentication/')({
  // Started, not waited for (issue #36): the heading block draws at once (and from the HTML,
  // src/prerender), the identity fills the box below it (SharedView: skeleton, failure, data).
  loader: ({ context }) => identityResource.start(context.store),
  component: AuthenticationPage,
});
