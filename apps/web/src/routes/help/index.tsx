import { createFileRoute } from '@tanstack/react-router';
import { HelpIndexPage } from '../../features/help/HelpIndexPage';

export const Route = createFileRoute('/help/')({
  // The list carries each topic's text: the search runs on it without a call per word.
  loader: ({ context }) => context.services.client.request('helpList'),
  // Help texts change rarely: coming back from a topic shows the list at once.
  staleTime: 5 * 60_000,
  component: function HelpIndex() {
    return <HelpIndexPage topics={Route.useLoaderData()} />;
  },
});
