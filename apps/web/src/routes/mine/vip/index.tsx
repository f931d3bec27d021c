import { createFileRoute } from '@tanstack/react-router';
import { VipPage } from '../../../features/mine/VipPage';
import { vipInfoResource, vipLevelsResource } from '../../../state/vip';

export const Route = createFileRoute('/mine/vip/')({
  // Started, not waited for (issue #36): the page's heading block and the box of its level draw at
  // once (and from the HTML, src/prerender), and the level fills the box when it comes.
  loader: ({ context }) => {
    vipInfoResource.start(context.store);
    vipLevelsResource.start(context.store, 600_000);
  },
  component: VipPage,
});
