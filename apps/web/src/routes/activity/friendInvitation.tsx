import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/activity/friendInvitation')({
  component: () => <PageFrame title="邀请好友" />,
});
