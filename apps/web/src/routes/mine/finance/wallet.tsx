import { createFileRoute } from '@tanstack/react-router';
import { WalletPage } from '../../../features/finance/WalletPage';
import { balancesResource } from '../../../state/balances';

export const Route = createFileRoute('/mine/finance/wallet')({
  // The balances are shared with the other money pages: shown at once when held, refreshed behind.
  loader: ({ context }) => balancesResource.ensure(context.store),
  component: WalletPage,
});
