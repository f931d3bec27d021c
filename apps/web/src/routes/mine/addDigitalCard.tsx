import { createFileRoute } from '@tanstack/react-router';
import { identityResource } from '../../state/identity';
import { AddAccountPage } from '../../features/cards/AddAccountPage';

export const Route = createFileRoute('/mine/addDigitalCard')({
  loader: ({ context }) => identityResource.ensure(context.store),
  component: () => <AddAccountPage kind="DIGITAL" title="添加数字钱包" />,
});
