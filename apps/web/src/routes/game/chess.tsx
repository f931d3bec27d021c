import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/game/chess')({
  component: () => <PageFrame title="棋牌" />,
});
