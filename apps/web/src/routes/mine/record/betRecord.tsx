import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../components/PageFrame';

export const Route = createFileRoute('/mine/record/betRecord')({
  component: () => <PageFrame title="投注记录" />,
});
