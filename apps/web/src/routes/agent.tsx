import { createFileRoute } from '@tanstack/react-router';
import { pageSearch } from '../app/search';
import { AgentPage } from '../features/agent/AgentPage';
import { loadAgent } from '../features/agent/agent-data';

export const Route = createFileRoute('/agent')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadAgent(context.services, deps.page),
  component: function Agent() {
    return <AgentPage {...Route.useLoaderData()} />;
  },
});
