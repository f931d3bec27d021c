import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/mine/audit')({
  component: () => <PageFrame title="稽核详情" />,
});
