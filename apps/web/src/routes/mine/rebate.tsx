import { createFileRoute } from '@tanstack/react-router';
import { handedOver } from '../../components/use-deferred';
import { RebatePage } from '../../features/mine/RebatePage';

export const Route = createFileRoute('/mine/rebate')({
  // Started, not waited for (issue #36): the heading block and the rebate's box draw at once (and
  // from the HTML, src/prerender); the rebate fills the box.
  loader: ({ context }) => ({ info: handedOver(context.services.client.request('rebateInfo')) }),
  component: function Rebate() {
    return <RebatePage info={Route.useLoaderData().info} />;
  },
});
