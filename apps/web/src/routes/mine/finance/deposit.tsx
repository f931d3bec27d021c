import { createFileRoute } from '@tanstack/react-router';
import { DepositPage } from '../../../features/finance/DepositPage';

export const Route = createFileRoute('/mine/finance/deposit')({
  loader: ({ context }) => context.services.client.request('depositChannels'),
  component: function Deposit() {
    return <DepositPage channels={Route.useLoaderData()} />;
  },
});
