import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../features/finance/AuditPage';

export const Route = createFileRoute('/mine/audit')({
  loader: ({ context }) => context.services.client.request('auditList'),
  component: function Audit() {
    return <AuditPage audit={Route.useLoaderData()} />;
  },
});
