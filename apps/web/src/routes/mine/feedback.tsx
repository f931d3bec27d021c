import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/mine/feedback')({
  component: () => <PageFrame title="意见反馈" />,
});
