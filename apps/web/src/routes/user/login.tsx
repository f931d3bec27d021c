import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/user/login')({
  component: () => <PageFrame title="登录" />,
});
