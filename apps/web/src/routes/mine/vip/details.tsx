import { createFileRoute } from '@tanstack/react-router';
import { VipDetailsPage } from '../../../features/mine/VipDetailsPage';
import { vipInfoResource, vipLevelsResource } from '../../../state/vip';

export const Route = createFileRoute('/mine/vip/details')({
  loader: async ({ context }) => {
    // The member's own level only marks a column: the table does not wait for it.
    vipInfoResource.start(context.store);
    await vipLevelsResource.ensure(context.store, 600_000);
  },
  component: VipDetailsPage,
});
