import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/mine/addKOIpayCard')({
  component: () => <PageFrame title="添加KOIpay账户" />,
});
