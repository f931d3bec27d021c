import { createFileRoute } from '@tanstack/react-router';
import { recordSearch } from '../../../app/search';
import { RecordsPage } from '../../../features/records/RecordsPage';
import { GIFT_RECORDS } from '../../../features/records/record-kinds';

export const Route = createFileRoute('/mine/record/giftRecord')({
  validateSearch: recordSearch,
  loaderDeps: ({ search }) => search,
  // The lists' query code loads with the first record page, not in the app's entry (record-loader.ts).
  loader: ({ context, deps }) =>
    import('../../../features/records/record-loader').then((m) => m.loadRecords(m.RECORD_QUERIES.giftRecords, context.services.client, deps)),
  component: function GiftRecord() {
    const navigate = Route.useNavigate();
    const { query, first } = Route.useLoaderData();
    return (
      <RecordsPage
        kind={GIFT_RECORDS}
        search={Route.useSearch()}
        query={query}
        first={first}
        onSearch={(search) => void navigate({ search, replace: true })}
      />
    );
  },
});
