import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/mine/alipayAcount')({
  component: () => <PageFrame title="支付宝账户" />,
});
