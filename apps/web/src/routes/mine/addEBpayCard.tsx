import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/mine/addEBpayCard')({
  component: () => <PageFrame title="添加EBpay账户" />,
});
