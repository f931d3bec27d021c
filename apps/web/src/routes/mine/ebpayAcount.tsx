import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/mine/ebpayAcount')({
  component: () => <PageFrame title="EBpay账户" />,
});
