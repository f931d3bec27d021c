import { createFileRoute } from '@tanstack/react-router';
import { RebatePage } from '../../features/mine/RebatePage';

export const Route = createFileRoute('/mine/rebate')({
  loader: ({ context }) => context.services.client.request('rebateInfo'),
  component: function Rebate() {
    return <RebatePage info={Route.useLoaderData()} />;
  },
});
