import { createFileRoute } from '@tanstack/react-router';
import { LuckyFlipPage } from '../../features/activity/LuckyFlipPage';
import { loadLuckyFlip } from '../../features/activity/loaders';

export const Route = createFileRoute('/activity/luckyFlip')({
  loader: ({ context }) => loadLuckyFlip(context.services),
  component: function LuckyFlip() {
    return <LuckyFlipPage {...Route.useLoaderData()} />;
  },
});
