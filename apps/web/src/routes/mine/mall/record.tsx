import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../components/PageFrame';

export const Route = createFileRoute('/mine/mall/record')({
  component: () => <PageFrame title="兑换记录" />,
});
