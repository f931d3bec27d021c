import { createFileRoute } from '@tanstack/react-router';
import { mallSearch } from '../../app/search';
import { MallPage } from '../../features/mall/MallPage';
import { mallResource } from '../../state/mall';
import { memberResource } from '../../state/member';

export const Route = createFileRoute('/mine/currency')({
  validateSearch: mallSearch,
  // Points and items shared with any page that shows the points; the grade decides VIP-only items.
  loader: ({ context }) => Promise.all([mallResource.ensure(context.store), memberResource.ensure(context.store)]),
  component: function Currency() {
    return <MallPage category={Route.useSearch().category} />;
  },
});
