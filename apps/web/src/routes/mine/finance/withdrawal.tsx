import { createFileRoute } from '@tanstack/react-router';
import { WithdrawalPage } from '../../../features/finance/WithdrawalPage';
import { withdrawalInfoResource } from '../../../features/finance/withdrawal-info';
import { identityResource } from '../../../state/identity';

export const Route = createFileRoute('/mine/finance/withdrawal')({
  loader: ({ context }) => Promise.all([withdrawalInfoResource.ensure(context.store), identityResource.ensure(context.store)]),
  component: WithdrawalPage,
});
