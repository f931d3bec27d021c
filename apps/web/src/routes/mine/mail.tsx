import { createFileRoute } from '@tanstack/react-router';
import { mailSearch } from '../../app/search';
import { MailPage } from '../../features/mine/MailPage';
import { MAIL_PAGE_SIZE } from '../../features/mine/mail-list';
import { unreadMailResource } from '../../state/mail';

export const Route = createFileRoute('/mine/mail')({
  validateSearch: mailSearch,
  loaderDeps: ({ search }) => ({ filter: search.filter }),
  loader: ({ context, deps }) => {
    unreadMailResource.start(context.store);
    return context.services.client.request('mailList', { pageNum: 1, pageSize: MAIL_PAGE_SIZE, ...(deps.filter ? { read: false } : {}) });
  },
  component: MailRoute,
});

function MailRoute() {
  const { filter } = Route.useSearch();
  return <MailPage first={Route.useLoaderData()} filter={filter} />;
}
