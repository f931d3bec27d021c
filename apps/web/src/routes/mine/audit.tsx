import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../features/finance/AuditPage';

export const Route = createFileRoute('/mine/audit')({
  component: AuditPage,
});
