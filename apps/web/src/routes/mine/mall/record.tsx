import { createFileRoute } from '@tanstack/react-router';
import { recordSearch } from '../../../app/search';
import { MallNav } from '../../../features/mall/MallNav';
import { RecordsPage } from '../../../features/records/RecordsPage';
import { MALL_ORDERS } from '../../../features/records/record-kinds';
import { loadRecords } from '../../../features/records/record-request';

export const Route = createFileRoute('/mine/mall/record')({
  validateSearch: recordSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadRecords(MALL_ORDERS, context.services.client, deps),
  component: function MallRecord() {
    const navigate = Route.useNavigate();
    const { query, first } = Route.useLoaderData();
    return (
      <RecordsPage kind={MALL_ORDERS} search={Route.useSearch()} query={query} first={first} onSearch={(search) => void navigate({ search, replace: true })}>
        <MallNav />
      </RecordsPage>
    );
  },
});
