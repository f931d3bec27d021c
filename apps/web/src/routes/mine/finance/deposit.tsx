import { createFileRoute } from '@tanstack/react-router';
import { DepositPage } from '../../../features/finance/DepositPage';

export const Route = createFileRoute('/mine/finance/deposit')({
  component: DepositPage,
});
