import { createFileRoute } from '@tanstack/react-router';
import { UserInfoPage } from '../../../features/mine/UserInfoPage';
import { memberResource } from '../../../state/member';

export const Route = createFileRoute('/mine/userInfo/')({
  loader: ({ context }) => memberResource.ensure(context.store),
  component: UserInfoPage,
});
