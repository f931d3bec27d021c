import { createFileRoute, notFound } from '@tanstack/react-router';
import type { HelpTopic } from '@site/api-contract/pages';
import { HELP_TOPICS } from '@site/api-contract/pages';
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
  loader: ({ context, params }) => context.services.client.request('helpDetail', { slug: params.topic }),
  staleTime: 5 * 60_000,
  component: function HelpTopic() {
    const { topic } = Route.useParams();
    return <HelpTopicPage title={HELP_TOPICS[topic]} doc={Route.useLoaderData()} />;
  },
});
