import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../components/PageFrame';

export const Route = createFileRoute('/mine/mall/coinRecord')({
  component: () => <PageFrame title="积分明细" />,
});
