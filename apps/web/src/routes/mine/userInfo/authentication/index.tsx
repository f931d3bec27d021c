import { createFileRoute } from '@tanstack/react-router';
import { identityResource } from '../../../../state/identity';
import { AuthenticationPage } from '../../../../features/cards/AuthenticationPage';

export const Route = createFileRoute('/mine/userInfo/authentication/')({
  loader: ({ context }) => identityResource.ensure(context.store),
  component: AuthenticationPage,
});
