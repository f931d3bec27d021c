import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../components/PageFrame';

export const Route = createFileRoute('/demo')({
  component: () => <PageFrame title="试玩体验" />,
});
