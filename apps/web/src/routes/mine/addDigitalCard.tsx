import { createFileRoute } from '@tanstack/react-router';
import { AddAccountPage } from '../../features/cards/AddAccountPage';

export const Route = createFileRoute('/mine/addDigitalCard')({
  component: () => <AddAccountPage kind="DIGITAL" title="添加数字钱包" />,
});
