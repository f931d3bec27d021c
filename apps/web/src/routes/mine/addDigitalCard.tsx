import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/mine/addDigitalCard')({
  component: () => <PageFrame title="添加数字钱包" />,
});
