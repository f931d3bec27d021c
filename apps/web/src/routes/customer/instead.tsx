import { createFileRoute } from '@tanstack/react-router';
import { CustomerInsteadPage } from '../../features/home/CustomerInsteadPage';
import { loadServiceUrl } from '../../features/home/service-url';

export const Route = createFileRoute('/customer/instead')({
  // Started here, not waited for: the page shows at once and the link fills in.
  loader: ({ context }) => ({ serviceUrl: loadServiceUrl(context.services) }),
  component: function Customer() {
    return <CustomerInsteadPage serviceUrl={Route.useLoaderData().serviceUrl} />;
  },
});
