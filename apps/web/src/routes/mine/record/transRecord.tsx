import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../components/PageFrame';

export const Route = createFileRoute('/mine/record/transRecord')({
  component: () => <PageFrame title="交易记录" />,
});
