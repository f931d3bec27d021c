import { createFileRoute } from '@tanstack/react-router';
import { AuthenticationPage } from '../../../../features/cards/AuthenticationPage';

export const Route = createFileRoute('/mine/userInfo/authentication/')({
  component: AuthenticationPage,
});
