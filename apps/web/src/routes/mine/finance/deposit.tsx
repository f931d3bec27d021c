import { createFileRoute } from '@tanstack/react-router';
import { DepositPage } from '../../../features/finance/DepositPage';
import { DepositRoom } from '../../../features/responsible/DepositRoom';

export const Route = createFileRoute('/mine/finance/deposit')({
  loader: async ({ context }) => {
    // The limit line must not hold the form back: started here, shown when it lands.
    const responsible = context.services.client.request('responsibleInfo');
    return { channels: await context.services.client.request('depositChannels'), responsible };
  },
  component: function Deposit() {
    const { channels, responsible } = Route.useLoaderData();
    return <DepositPage channels={channels} notice={<DepositRoom info={responsible} />} />;
  },
});
