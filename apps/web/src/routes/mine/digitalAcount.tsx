import { createFileRoute } from '@tanstack/react-router';
import { AccountViewPage } from '../../features/cards/AccountViewPage';

export const Route = createFileRoute('/mine/digitalAcount')({
  component: () => <AccountViewPage kind="DIGITAL" title="数字钱包" />,
});
