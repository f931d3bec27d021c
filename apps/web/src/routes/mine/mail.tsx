import { createFileRoute } from '@tanstack/react-router';
import { mailSearch } from '../../app/search';
import { handedOver } from '../../components/use-deferred';
import { MailPage } from '../../features/mine/MailPage';
import { MAIL_PAGE_SIZE } from '../../features/mine/mail-list';
import { unreadMailResource } from '../../state/mail';

export const Route = createFileRoute('/mine/mail')({
  validateSearch: mailSearch,
  loaderDeps: ({ search }) => ({ filter: search.filter }),
  loader: ({ context, deps }) => {
    unreadMailResource.start(context.store);
    // Started, not waited for (issue #36): the heading block and the mailbox's box draw at once
    // (and from the HTML, src/prerender); the first page fills the box.
    return { first: handedOver(context.services.client.request('mailList', { pageNum: 1, pageSize: MAIL_PAGE_SIZE, ...(deps.filter ? { read: false } : {}) })) };
  },
  component: MailRoute,
});

function MailRoute() {
  const { filter } = Route.useSearch();
  return <MailPage first={Route.useLoaderData().first} filter={filter} />;
}
