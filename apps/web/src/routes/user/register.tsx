import { createFileRoute } from '@tanstack/react-router';
import { redirectSearch, registerSearch } from '../../app/search';
import { RegisterPage } from '../../features/auth/RegisterPage';

export const Route = createFileRoute('/user/register')({
  validateSearch: (search: Record<string, unknown>) => ({ ...registerSearch(search), ...redirectSearch(search) }),
  component: RegisterRoute,
});

function RegisterRoute() {
  const { redirect, ...linkCodes } = Route.useSearch();
  return <RegisterPage linkCodes={linkCodes} redirect={redirect} />;
}
