import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';
import type { HelpTopic } from '@site/api-contract/pages';
import { HELP_TOPICS } from '@site/api-contract/pages';

const isTopic = (topic: string): topic is HelpTopic => Object.hasOwn(HELP_TOPICS, topic);

export const Route = createFileRoute('/help/$topic')({
  params: {
    parse: ({ topic }) => {
      if (!isTopic(topic)) throw notFound();
      return { topic };
    },
    stringify: ({ topic }) => ({ topic }),
  },
  component: HelpPage,
});

function HelpPage() {
  const { topic } = Route.useParams();
  return <PageFrame title={HELP_TOPICS[topic]} />;
}
