import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/user/password')({
  component: () => <PageFrame title="密码管理" />,
});
