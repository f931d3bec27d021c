import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/mine/sharelifeAcount')({
  component: () => <PageFrame title="分享钱包账户" />,
});
