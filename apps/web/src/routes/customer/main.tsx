import { createFileRoute } from '@tanstack/react-router';
import { CustomerMainPage } from '../../features/customer/CustomerMainPage';
import { loadServiceUrl } from '../../features/customer/service-url';

export const Route = createFileRoute('/customer/main')({
  // Started here, not waited for: the page shows at once and the link fills in.
  loader: ({ context }) => ({ serviceUrl: loadServiceUrl(context.store) }),
  component: function Customer() {
    return <CustomerMainPage serviceUrl={Route.useLoaderData().serviceUrl} />;
  },
});
