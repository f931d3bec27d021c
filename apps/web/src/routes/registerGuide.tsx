import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '../app/guards';
import { RegisterGuidePage } from '../features/auth/RegisterGuidePage';

export const Route = createFileRoute('/registerGuide')({
  beforeLoad: requireMember,
  component: RegisterGuidePage,
});
