import { createFileRoute } from '@tanstack/react-router';
import { WithdrawalPage } from '../../../features/finance/WithdrawalPage';

export const Route = createFileRoute('/mine/finance/withdrawal')({
  component: WithdrawalPage,
});
