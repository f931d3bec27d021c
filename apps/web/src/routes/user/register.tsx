import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/user/register')({
  component: () => <PageFrame title="注册" />,
});
