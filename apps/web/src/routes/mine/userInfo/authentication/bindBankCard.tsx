import { createFileRoute } from '@tanstack/react-router';
import { banksResource } from '../../../../state/banks';
import { identityResource } from '../../../../state/identity';
import { BindBankCardPage } from '../../../../features/cards/BindBankCardPage';

export const Route = createFileRoute('/mine/userInfo/authentication/bindBankCard')({
  loader: ({ context }) => Promise.all([identityResource.ensure(context.store), banksResource.ensure(context.store)]),
  component: BindBankCardPage,
});
