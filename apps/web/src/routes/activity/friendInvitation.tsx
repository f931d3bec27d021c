import { createFileRoute } from '@tanstack/react-router';
import { InvitePage } from '../../features/activity/InvitePage';
import { loadInvite } from '../../features/activity/loaders';

export const Route = createFileRoute('/activity/friendInvitation')({
  loader: ({ context }) => loadInvite(context.services),
  component: function FriendInvitation() {
    return <InvitePage {...Route.useLoaderData()} />;
  },
});
