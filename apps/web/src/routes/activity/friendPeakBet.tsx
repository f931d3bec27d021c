import { createFileRoute } from '@tanstack/react-router';
import { PeakBetPage } from '../../features/activity/PeakBetPage';
import { loadPeakBet } from '../../features/activity/loaders';

export const Route = createFileRoute('/activity/friendPeakBet')({
  loader: ({ context }) => loadPeakBet(context.services),
  component: function FriendPeakBet() {
    return <PeakBetPage {...Route.useLoaderData()} />;
  },
});
