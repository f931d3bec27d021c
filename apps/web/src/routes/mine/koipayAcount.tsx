import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/mine/koipayAcount')({
  component: () => <PageFrame title="KOIpay账户" />,
});
