import { createFileRoute } from '@tanstack/react-router';
import { pageSearch } from '../app/search';
import { handedOver } from '../components/use-deferred';
import { AgentPage } from '../features/agent/AgentPage';
import { loadAgent } from '../features/agent/agent-data';

export const Route = createFileRoute('/agent')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // Started, not waited for (issue #36): the heading block and the box draw at once (and from the
  // HTML, src/prerender); the visitor's part fills the box.
  loader: ({ context, deps }) => ({ data: handedOver(loadAgent(context.services, deps.page)) }),
  component: function Agent() {
    return <AgentPage data={Route.useLoaderData().data} />;
  },
});
