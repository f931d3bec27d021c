import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../components/PageFrame';

export const Route = createFileRoute('/mine/finance/deposit')({
  component: () => <PageFrame title="存款" />,
});
