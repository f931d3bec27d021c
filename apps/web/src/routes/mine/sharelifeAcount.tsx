import { createFileRoute } from '@tanstack/react-router';
import { AccountViewPage } from '../../features/cards/AccountViewPage';

export const Route = createFileRoute('/mine/sharelifeAcount')({
  component: () => <AccountViewPage kind="SHARELIFE" title="分享钱包账户" />,
});
