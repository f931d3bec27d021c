import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../components/PageFrame';

export const Route = createFileRoute('/game/gaming/')({
  component: () => <PageFrame title="电竞" />,
});
