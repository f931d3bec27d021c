import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/mine/digitalAcount')({
  component: () => <PageFrame title="数字钱包" />,
});
