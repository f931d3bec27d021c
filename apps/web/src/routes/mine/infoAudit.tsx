import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';

export const Route = createFileRoute('/mine/infoAudit')({
  component: () => <PageFrame title="资料审核" />,
});
