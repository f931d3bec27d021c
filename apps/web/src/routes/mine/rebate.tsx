import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/mine/rebate')({
  component: () => <PageFrame title="自助返水" />,
});
