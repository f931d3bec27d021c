import { createFileRoute } from '@tanstack/react-router';
import { CustomerInsteadPage } from '../../features/customer/CustomerInsteadPage';
import { loadServiceUrl } from '../../features/customer/service-url';

export const Route = createFileRoute('/customer/instead')({
  // Started here, not waited for: the page shows at once and the link fills in.
  loader: ({ context }) => ({ serviceUrl: loadServiceUrl(context.store) }),
  component: function Customer() {
    return <CustomerInsteadPage serviceUrl={Route.useLoaderData().serviceUrl} />;
  },
});
