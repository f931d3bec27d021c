import { createFileRoute } from '@tanstack/react-router';
import { VipDetailsPage } from '../../../features/mine/VipDetailsPage';
import { vipInfoResource, vipLevelsResource } from '../../../state/vip';

export const Route = createFileRoute('/mine/vip/details')({
  loader: ({ context }) => {
    // The member's own level only marks a column: the table does not wait for it. Nor does the
    // page wait for the levels (issue #36): the heading block and the table's box draw at once (and
    // from the HTML, src/prerender); the levels fill the box.
    vipInfoResource.start(context.store);
    vipLevelsResource.start(context.store, 600_000);
  },
  component: VipDetailsPage,
});
