import { createFileRoute } from '@tanstack/react-router';
import { BindBankCardPage } from '../../../../features/cards/BindBankCardPage';

export const Route = createFileRoute('/mine/userInfo/authentication/bindBankCard')({
  component: BindBankCardPage,
});
