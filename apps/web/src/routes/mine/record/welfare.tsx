import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../components/PageFrame';

export const Route = createFileRoute('/mine/record/welfare')({
  component: () => <PageFrame title="福利记录" />,
});
