import { createFileRoute } from '@tanstack/react-router';
import { TransferPage } from '../../../features/finance/TransferPage';
import { balancesResource } from '../../../state/balances';

export const Route = createFileRoute('/mine/finance/transfer')({
  // The balances are shared with the other money pages: shown at once when held, refreshed behind.
  loader: ({ context }) => balancesResource.ensure(context.store),
  component: TransferPage,
});
