import { createFileRoute, useRouter } from '@tanstack/react-router';
import { LoadFailed } from '../../../components/LoadViews';
import { handedOver, useDeferred } from '../../../components/use-deferred';
import { DepositFirstView } from '../../../features/finance/DepositLead';
import { DepositPage } from '../../../features/finance/DepositPage';
import { DepositRoom } from '../../../features/responsible/DepositRoom';

export const Route = createFileRoute('/mine/finance/deposit')({
  // Neither read holds the page back: the frame and its lead paint at once (they are the page's
  // first view in the HTML, src/prerender), the form comes with the channels, and the limit line
  // when it lands.
  loader: ({ context }) => ({
    channels: handedOver(context.services.client.request('depositChannels')),
    responsible: handedOver(context.services.client.request('responsibleInfo')),
  }),
  component: function Deposit() {
    const { channels, responsible } = Route.useLoaderData();
    const router = useRouter();
    const state = useDeferred(channels);
    if (state.status === 'loading') return <DepositFirstView />;
    if (state.status === 'error') return <DepositFirstView failure={<LoadFailed error={state.error} onRetry={() => void router.invalidate()} />} />;
    return <DepositPage channels={state.data} notice={<DepositRoom info={responsible} />} />;
  },
});
