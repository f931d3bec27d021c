import { createFileRoute } from '@tanstack/react-router';
import { DownloadPage } from '../features/download/DownloadPage';
import { handedOver } from '../components/use-deferred';

export const Route = createFileRoute('/download-page')({
  // Not waited for: 继续访问网页版 must be there even when the platform does not answer.
  loader: ({ context }) => ({ info: handedOver(context.services.client.request('downloadInfo')) }),
  component: function DownloadRedirectTarget() {
    return <DownloadPage fromRedirect info={Route.useLoaderData().info} />;
  },
});
