import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../components/PageFrame';

export const Route = createFileRoute('/game/sport/')({
  component: () => <PageFrame title="体育" />,
});
