import { createFileRoute } from '@tanstack/react-router';
import { recordSearch } from '../../../app/search';
import { RecordsPage } from '../../../features/records/RecordsPage';
import { CURRENCY_RECORDS } from '../../../features/records/record-kinds';
import { loadRecords } from '../../../features/records/record-request';

export const Route = createFileRoute('/mine/record/currencyRecord')({
  validateSearch: recordSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadRecords(CURRENCY_RECORDS, context.services.client, deps),
  component: function CurrencyRecord() {
    const navigate = Route.useNavigate();
    const { query, first } = Route.useLoaderData();
    return (
      <RecordsPage
        kind={CURRENCY_RECORDS}
        search={Route.useSearch()}
        query={query}
        first={first}
        onSearch={(search) => void navigate({ search, replace: true })}
      />
    );
  },
});
