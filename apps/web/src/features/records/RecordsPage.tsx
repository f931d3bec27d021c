import type { ApiReply } from '@site/api-contract';
import { useAtomValue } from 'jotai';
import { Suspense, lazy, useCallback, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { RecordSearch } from '../../app/search';
import { drawnByBuild } from '../../components/FirstView';
import { PageFrame } from '../../components/PageFrame';
import { Sheet } from '../../components/Sheet';
import { balancesResource } from '../../state/balances';
import { servicesAtom } from '../../state/services';
import { useShared } from '../../state/use-shared';
import { RECORD_TEXT as T } from './messages';
import { listEnd, wantsNextPage } from './paging';
import type { PageReply } from './paging';
import { RecordDetail } from './RecordDetail';
import { RecordFilters } from './RecordFilters';
import { NEXT_PAGE_THRESHOLD, RecordList } from './RecordList';
import { venueNamer } from './record-kinds';
import type { RecordApi, RecordItem, RecordKind, RecordRow, RecordSummary as Summary } from './record-kinds';
import { shanghaiDate } from './record-range';
import { fetchRecordPage } from './record-request';
import type { RecordQuery } from './record-request';
import { RecordSummary } from './RecordSummary';
import { useRecordPages } from './use-record-pages';
import './records.css';

// Sharing a bet to a chat room brings the chat socket's code: loaded when a bet's detail opens.
const ShareToChat = lazy(() => import('./ShareToChat').then((m) => ({ default: m.ShareToChat })));

export interface RecordsPageProps<K extends RecordApi> {
  kind: RecordKind<K>;
  search: RecordSearch;
  /** The loader's query for the URL filter and its first page, already on its way. */
  query: RecordQuery<K>;
  first: Promise<ApiReply<K>>;
  onSearch: (search: RecordSearch) => void;
  /** Above the filters (the mall lists link to each other). */
  children?: ReactNode;
}

/**
 * A record list page: the URL's filter, the range's totals, the endless list and a row's detail
 * in a sheet. The five record pages and the two mall lists are this page with another `kind`.
 */
export function RecordsPage<K extends RecordApi>({ kind, search, query, first, onSearch, children }: RecordsPageProps<K>) {
  const { client } = useAtomValue(servicesAtom);
  const wallets = useShared(balancesResource, kind.venues === true).data?.wallets;
  const venueName = useMemo(() => venueNamer(wallets), [wallets]);
  const fetchPage = useCallback(
    (pageNum: number) => fetchRecordPage(client, kind.api, query, pageNum) as Promise<PageReply<RecordItem<K>, Summary<K>>>,
    [client, kind.api, query],
  );
  const { paging, loadMore, retry } = useRecordPages(first as Promise<PageReply<RecordItem<K>, Summary<K>>>, fetchPage);
  const headRef = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState<number | null>(null);

  // Rows are made once per record (and venue names), so a row on screen is not redrawn for nothing.
  const [rowCache, setRowCache] = useState(() => ({ venueName, rows: new WeakMap<object, RecordRow>() }));
  if (rowCache.venueName !== venueName) setRowCache({ venueName, rows: new WeakMap() });
  const { items } = paging;
  const rowAt = useCallback(
    (index: number) => {
      const item = items[index] as RecordItem<K>;
      let row = rowCache.rows.get(item);
      if (!row) {
        row = kind.row(item, venueName);
        rowCache.rows.set(item, row);
      }
      return row;
    },
    [items, rowCache, kind, venueName],
  );
  const onNearEnd = useCallback(
    (lastVisible: number) => {
      if (wantsNextPage(paging, lastVisible, NEXT_PAGE_THRESHOLD)) loadMore();
    },
    [paging, loadMore],
  );

  const openedItem = opened === null ? undefined : (items[opened] as RecordItem<K> | undefined);
  const venues = kind.venues ? wallets?.map((w) => ({ value: w.code, label: w.name })) : undefined;
  const today = shanghaiDate(Date.now());
  // The build draws the page into its HTML once, for every day after: no date in it (the app's
  // first render puts them in).
  const days = drawnByBuild() ? NO_DAYS : query.days;
  const summaryLabels = useMemo(() => kind.summary(ZERO_SUMMARY as Summary<K>).map((f) => f.label), [kind]);

  return (
    <PageFrame title={kind.title}>
      <div className="records">
        <div ref={headRef} className="records__head">
          {children}
          <RecordFilters
            days={days}
            today={today}
            search={search}
            types={kind.types}
            statuses={kind.statuses}
            venues={kind.venues ? (venues ?? []) : undefined}
            onChange={onSearch}
          />
          <RecordSummary days={days} figures={paging.summary ? kind.summary(paging.summary) : null} labels={summaryLabels} />
        </div>
        <RecordList
          label={T.list(kind.title)}
          count={items.length}
          rowAt={rowAt}
          end={listEnd(paging)}
          error={paging.error}
          emptyText={kind.empty}
          headRef={headRef}
          onNearEnd={onNearEnd}
          onRetry={retry}
          opened={opened}
          onOpen={setOpened}
        />
      </div>
      <Sheet open={openedItem !== undefined} title={kind.detailTitle} onClose={() => setOpened(null)}>
        {openedItem ? <RecordDetail row={rowAt(opened ?? 0)} fields={kind.detail(openedItem, venueName)} /> : null}
        {openedItem && kind.share ? (
          <Suspense fallback={null}>
            <ShareToChat key={opened} bet={kind.share(openedItem, venueName)} />
          </Suspense>
        ) : null}
      </Sheet>
    </PageFrame>
  );
}

/** A range without dates: what the build draws (the HTML serves every day). */
const NO_DAYS = { start: '', end: '' };

/** A summary of every kind with zeros: its figures' labels, for the totals' placeholder while loading. */
const ZERO_SUMMARY = { count: 0, income: 0, expense: 0, betAmount: 0, validAmount: 0, winLoss: 0, amount: 0, gained: 0, spent: 0, points: 0 };
