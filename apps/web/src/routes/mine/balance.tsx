import { createFileRoute } from '@tanstack/react-router';
import { BalancePage } from '../../features/finance/BalancePage';
import { balancesResource } from '../../state/balances';

export const Route = createFileRoute('/mine/balance')({
  // The balances are shared with the other money pages: shown at once when held, refreshed behind.
  loader: ({ context }) => balancesResource.ensure(context.store),
  component: BalancePage,
});
