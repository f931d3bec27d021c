import { createFileRoute } from '@tanstack/react-router';
import { BalancePage } from '../../features/finance/BalancePage';

export const Route = createFileRoute('/mine/balance')({
  component: BalancePage,
});
