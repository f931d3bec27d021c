import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/game/fishing')({
  component: () => <PageFrame title="捕鱼" />,
});
