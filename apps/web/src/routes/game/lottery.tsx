import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/game/lottery')({
  component: () => <PageFrame title="彩票" />,
});
