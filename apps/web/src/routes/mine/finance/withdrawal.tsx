import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../components/PageFrame';

export const Route = createFileRoute('/mine/finance/withdrawal')({
  component: () => <PageFrame title="取款" />,
});
