import { createFileRoute } from '@tanstack/react-router';
import { InfoAuditPage } from '../../features/mine/InfoAuditPage';

export const Route = createFileRoute('/mine/infoAudit')({
  loader: ({ context }) => context.services.client.request('infoAudit'),
  component: function InfoAudit() {
    return <InfoAuditPage audit={Route.useLoaderData()} />;
  },
});
