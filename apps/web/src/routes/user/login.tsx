import { createFileRoute } from '@tanstack/react-router';
import { redirectSearch } from '../../app/search';
import { LoginPage } from '../../features/auth/LoginPage';

export const Route = createFileRoute('/user/login')({
  validateSearch: redirectSearch,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirect={redirect} />;
}
