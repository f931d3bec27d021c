import { createFileRoute } from '@tanstack/react-router';
import { PasswordPage } from '../../features/auth/PasswordPage';

export const Route = createFileRoute('/user/password')({
  component: PasswordPage,
});
