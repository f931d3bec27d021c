import { createFileRoute } from '@tanstack/react-router';
import { CardManagePage } from '../../features/cards/CardManagePage';

export const Route = createFileRoute('/mine/virtualCoinCard')({
  component: () => <CardManagePage kind="VIRTUAL" title="虚拟币地址" />,
});
