import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/game/realbet')({
  component: () => <PageFrame title="真人" />,
});
