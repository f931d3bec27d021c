import { createFileRoute } from '@tanstack/react-router';
import { WithdrawalPage } from '../../../features/finance/WithdrawalPage';
import { withdrawalInfoResource } from '../../../features/finance/withdrawal-info';
import { identityResource } from '../../../state/identity';

export const Route = createFileRoute('/mine/finance/withdrawal')({
  // Started, not waited for (issue #36): the heading block and the form's box draw at once (and
  // from the HTML, src/prerender); the limits, accounts and identity fill the box (SharedView).
  loader: ({ context }) => {
    withdrawalInfoResource.start(context.store);
    identityResource.start(context.store);
  },
  component: WithdrawalPage,
});
