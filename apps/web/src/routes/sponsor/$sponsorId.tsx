import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/sponsor/$sponsorId')({
  component: () => <PageFrame title="官方赞助" />,
});
