import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../components/PageFrame';

export const Route = createFileRoute('/mine/userInfo/')({
  component: () => <PageFrame title="个人资料" />,
});
