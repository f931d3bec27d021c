import { createFileRoute } from '@tanstack/react-router';
import { VipPage } from '../../../features/mine/VipPage';
import { vipInfoResource, vipLevelsResource } from '../../../state/vip';

export const Route = createFileRoute('/mine/vip/')({
  loader: ({ context }) => Promise.all([vipInfoResource.ensure(context.store), vipLevelsResource.ensure(context.store, 600_000)]),
  component: VipPage,
});
