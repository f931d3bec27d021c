import { createFileRoute } from '@tanstack/react-router';
import { CardManagePage } from '../../features/cards/CardManagePage';

export const Route = createFileRoute('/mine/addBankCard')({
  component: () => <CardManagePage kind="BANK" title="添加银行卡" />,
});
