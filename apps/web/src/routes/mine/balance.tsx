import { createFileRoute } from '@tanstack/react-router';
import { BalancePage } from '../../features/finance/BalancePage';
import { balancesResource } from '../../state/balances';

export const Route = createFileRoute('/mine/balance')({
  // The balances are shared with the other money pages: shown at once when held, refreshed behind.
  // Started, not waited for (issue #36): the heading block and the balances' box draw at once (and
  // from the HTML, src/prerender); the balances fill the box.
  loader: ({ context }) => balancesResource.start(context.store),
  component: BalancePage,
});
