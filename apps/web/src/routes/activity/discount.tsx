import { createFileRoute } from '@tanstack/react-router';
import { discountSearch } from '../../app/search';
import { DiscountPage } from '../../features/activity/DiscountPage';
import { loadDiscount } from '../../features/activity/loaders';

export const Route = createFileRoute('/activity/discount')({
  validateSearch: discountSearch,
  // The tab filters on the device; only opening an activity asks the platform again.
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => loadDiscount(context.services, deps.id),
  component: function Discount() {
    const { tab, id } = Route.useSearch();
    return <DiscountPage {...Route.useLoaderData()} tab={tab} id={id} />;
  },
});
