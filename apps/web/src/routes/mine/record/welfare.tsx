import { createFileRoute } from '@tanstack/react-router';
import { recordSearch } from '../../../app/search';
import { RecordsPage } from '../../../features/records/RecordsPage';
import { WELFARE_RECORDS } from '../../../features/records/record-kinds';
import { loadRecords } from '../../../features/records/record-request';

export const Route = createFileRoute('/mine/record/welfare')({
  validateSearch: recordSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadRecords(WELFARE_RECORDS, context.services.client, deps),
  component: function WelfareRecord() {
    const navigate = Route.useNavigate();
    const { query, first } = Route.useLoaderData();
    return (
      <RecordsPage
        kind={WELFARE_RECORDS}
        search={Route.useSearch()}
        query={query}
        first={first}
        onSearch={(search) => void navigate({ search, replace: true })}
      />
    );
  },
});
