import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../components/PageFrame';

export const Route = createFileRoute('/agent')({
  component: () => <PageFrame title="代理中心" />,
});
