import { createFileRoute } from '@tanstack/react-router';
import { handedOver } from '../../components/use-deferred';
import { AuditPage } from '../../features/finance/AuditPage';

export const Route = createFileRoute('/mine/audit')({
  // Started, not waited for (issue #36): the heading block and the audit's box draw at once (and
  // from the HTML, src/prerender); the audit fills the box.
  loader: ({ context }) => ({ audit: handedOver(context.services.client.request('auditList')) }),
  component: function Audit() {
    return <AuditPage audit={Route.useLoaderData().audit} />;
  },
});
