import { createFileRoute } from '@tanstack/react-router';
import { TransferPage } from '../../../features/finance/TransferPage';

export const Route = createFileRoute('/mine/finance/transfer')({
  component: TransferPage,
});
