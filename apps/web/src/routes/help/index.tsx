import { createFileRoute } from '@tanstack/react-router';
import { handedOver } from '../../components/use-deferred';
import { HelpIndexPage } from '../../features/help/HelpIndexPage';

export const Route = createFileRoute('/help/')({
  // The list carries each topic's text: the search runs on it without a call per word. Started,
  // not waited for (issue #36): the heading block and the search draw at once (and from the HTML,
  // src/prerender), the topics fill their box.
  loader: ({ context }) => ({ topics: handedOver(context.services.client.request('helpList')) }),
  // Help texts change rarely: coming back from a topic shows the list at once.
  staleTime: 5 * 60_000,
  component: function HelpIndex() {
    return <HelpIndexPage topics={Route.useLoaderData().topics} />;
  },
});
