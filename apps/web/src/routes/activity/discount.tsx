import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/activity/discount')({
  component: () => <PageFrame title="优惠活动" />,
});
