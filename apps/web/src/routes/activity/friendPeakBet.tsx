import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/activity/friendPeakBet')({
  component: () => <PageFrame title="好友投注冲榜" />,
});
