import { createFileRoute, notFound } from '@tanstack/react-router';
import type { HelpTopic } from '@site/api-contract/pages';
import { HELP_TOPICS } from '@site/api-contract/pages';
import { handedOver } from '../../components/use-deferred';
import { HelpTopicPage } from '../../features/help/HelpTopicPage';

const isTopic = (topic: string): topic is HelpTopic => Object.hasOwn(HELP_TOPICS, topic);

export const Route = createFileRoute('/help/$topic')({
  params: {
    parse: ({ topic }) => {
      if (!isTopic(topic)) throw notFound();
      return { topic };
    },
    stringify: ({ topic }) => ({ topic }),
  },
  // Started, not waited for (issue #36): the heading block with the topic's title (the page table's)
  // draws at once (and from the HTML, src/prerender); the platform's text fills the box below it.
  loader: ({ context, params }) => ({ doc: handedOver(context.services.client.request('helpDetail', { slug: params.topic })) }),
  staleTime: 5 * 60_000,
  component: function HelpTopic() {
    const { topic } = Route.useParams();
    return <HelpTopicPage title={HELP_TOPICS[topic]} doc={Route.useLoaderData().doc} />;
  },
});
