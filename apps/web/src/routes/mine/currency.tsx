import { createFileRoute } from '@tanstack/react-router';
import { mallSearch } from '../../app/search';
import { MallPage } from '../../features/mall/MallPage';
import { mallResource } from '../../state/mall';
import { memberResource } from '../../state/member';

export const Route = createFileRoute('/mine/currency')({
  validateSearch: mallSearch,
  // Points and items shared with any page that shows the points; the grade decides VIP-only items.
  // Started, not waited for (issue #36): the heading block draws at once (and from the HTML,
  // src/prerender), the points and items fill the box below it.
  loader: ({ context }) => {
    mallResource.start(context.store);
    memberResource.start(context.store);
  },
  component: function Currency() {
    return <MallPage category={Route.useSearch().category} />;
  },
});
