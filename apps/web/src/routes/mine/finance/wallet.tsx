import { createFileRoute } from '@tanstack/react-router';
import { WalletPage } from '../../../features/finance/WalletPage';

export const Route = createFileRoute('/mine/finance/wallet')({
  component: WalletPage,
});
