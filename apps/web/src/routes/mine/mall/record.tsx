import { createFileRoute } from '@tanstack/react-router';
import { recordSearch } from '../../../app/search';
import { MallNav } from '../../../features/mall/MallNav';
import { RecordsPage } from '../../../features/records/RecordsPage';
import { MALL_ORDERS } from '../../../features/records/record-kinds';

export const Route = createFileRoute('/mine/mall/record')({
  validateSearch: recordSearch,
  loaderDeps: ({ search }) => search,
  // The lists' query code loads with the first record page, not in the app's entry (record-loader.ts).
  loader: ({ context, deps }) =>
    import('../../../features/records/record-loader').then((m) => m.loadRecords(m.RECORD_QUERIES.mallOrders, context.services.client, deps)),
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
