import { createFileRoute } from '@tanstack/react-router';
import { DownloadPage } from '../features/download/DownloadPage';
import { handedOver } from '../components/use-deferred';

export const Route = createFileRoute('/download')({
  // Started, not waited for: the install steps show at once, the links fill in.
  loader: ({ context }) => ({ info: handedOver(context.services.client.request('downloadInfo')) }),
  component: function Download() {
    return <DownloadPage fromRedirect={false} info={Route.useLoaderData().info} />;
  },
});
