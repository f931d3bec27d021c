import { createFileRoute } from '@tanstack/react-router';
import { MinePage } from '../../features/mine/MinePage';
import { loadMine } from '../../features/mine/mine-data';

export const Route = createFileRoute('/mine/')({
  // Starts the hub's reads (member, VIP, balance, unread mail) without waiting: each part of the
  // page shows its own skeleton, so the first view is painted at once.
  loader: ({ context }) => loadMine(context.store),
  component: MinePage,
});
