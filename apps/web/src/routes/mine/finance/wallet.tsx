import { createFileRoute } from '@tanstack/react-router';
import { WalletPage } from '../../../features/finance/WalletPage';
import { balancesResource } from '../../../state/balances';

export const Route = createFileRoute('/mine/finance/wallet')({
  // The balances are shared with the other money pages: shown at once when held, refreshed behind.
  // Started, not waited for (issue #36): the heading block and the wallet's box draw at once (and
  // from the HTML, src/prerender); the balances fill the box (SharedView: skeleton, failure, data).
  loader: ({ context }) => balancesResource.start(context.store),
  component: WalletPage,
});
