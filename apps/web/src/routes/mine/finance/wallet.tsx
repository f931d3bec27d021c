import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../components/PageFrame';

export const Route = createFileRoute('/mine/finance/wallet')({
  component: () => <PageFrame title="我的钱包" />,
});
