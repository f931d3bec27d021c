import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/mine/virtualCoinCard')({
  component: () => <PageFrame title="虚拟币地址" />,
});
