import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/game/egame')({
  component: () => <PageFrame title="电子" />,
});
