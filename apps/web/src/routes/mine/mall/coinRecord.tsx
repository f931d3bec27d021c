import { createFileRoute } from '@tanstack/react-router';
import { recordSearch } from '../../../app/search';
import { MallNav } from '../../../features/mall/MallNav';
import { RecordsPage } from '../../../features/records/RecordsPage';
import { COIN_RECORDS } from '../../../features/records/record-kinds';
import { loadRecords } from '../../../features/records/record-request';

export const Route = createFileRoute('/mine/mall/coinRecord')({
  validateSearch: recordSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadRecords(COIN_RECORDS, context.services.client, deps),
  component: function CoinRecord() {
    const navigate = Route.useNavigate();
    const { query, first } = Route.useLoaderData();
    return (
      <RecordsPage
        kind={COIN_RECORDS}
        search={Route.useSearch()}
        query={query}
        first={first}
        onSearch={(search) => void navigate({ search, replace: true })}
      >
        <MallNav />
      </RecordsPage>
    );
  },
});
