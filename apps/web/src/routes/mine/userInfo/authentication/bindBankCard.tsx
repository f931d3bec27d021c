import { createFileRoute } from '@tanstack/react-router';
import { banksResource } from '../../../../state/banks';
import { identityResource } from '../../../../state/identity';
import { BindBankCardPage } from '../../../../features/cards/BindBankCardPage';

export const Route = createFileRoute('/mine/userInfo/authentication/bindBankCard')({
  // Started, not waited for (issue #36): the heading block and the steps' box draw at once (and
  // from the HTML, src/prerender); the identity fills the box, the banks the form's list.
  loader: ({ context }) => {
    identityResource.start(context.store);
    banksResource.start(context.store);
  },
  component: BindBankCardPage,
});
