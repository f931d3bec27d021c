import { createFileRoute } from '@tanstack/react-router';
import { handedOver } from '../../components/use-deferred';
import { InfoAuditPage } from '../../features/mine/InfoAuditPage';

export const Route = createFileRoute('/mine/infoAudit')({
  // Started, not waited for (issue #36): the heading block and the review's box draw at once (and
  // from the HTML, src/prerender); the review fills the box.
  loader: ({ context }) => ({ audit: handedOver(context.services.client.request('infoAudit')) }),
  component: function InfoAudit() {
    return <InfoAuditPage audit={Route.useLoaderData().audit} />;
  },
});
