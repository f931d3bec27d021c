import { createFileRoute } from '@tanstack/react-router';
import { RegisterGuidePage } from '../features/auth/RegisterGuidePage';

export const Route = createFileRoute('/registerGuide')({
  component: RegisterGuidePage,
});
