import { createFileRoute } from '@tanstack/react-router';
import { UserInfoPage } from '../../../features/mine/UserInfoPage';
import { memberResource } from '../../../state/member';

export const Route = createFileRoute('/mine/userInfo/')({
  // Started, not waited for (issue #36): the heading block and the profile's box draw at once (and
  // from the HTML, src/prerender); the member's details fill the box.
  loader: ({ context }) => memberResource.start(context.store),
  component: UserInfoPage,
});
