import type { ApiReply, ApiRequest } from '@site/api-contract';
import type { ApiClient } from '@site/api-client';
import type { RecordSearch } from '../../app/search';
import type { RecordApi, RecordQuerySpec } from './record-queries';
import { rangeTimes, resolveDays, shanghaiDate } from './record-range';
import type { DayRange } from './record-range';

/** Rows a page asks for: enough to fill a tall screen twice, few enough to answer fast. */
export const RECORD_PAGE_SIZE = 30;

export interface RecordQuery<K extends RecordApi> {
  /** Shanghai days the list covers. */
  days: DayRange;
  /** The request of page 1 (later pages change `pageNum` only). */
  body: ApiRequest<K> & { pageNum: number; pageSize: number };
}

/** What a list asks the platform for its URL filter at `now`: the range's instants and the list's filters. */
export function recordQuery<K extends RecordApi>(kind: Pick<RecordQuerySpec<K>, 'defaultRange' | 'request'>, search: RecordSearch, now: number): RecordQuery<K> {
  const days = resolveDays(search, shanghaiDate(now), kind.defaultRange);
  // Filters the URL does not set (or sets to a value the list does not offer) are left out.
  const filters = Object.fromEntries(Object.entries(kind.request(search)).filter(([, v]) => v !== undefined));
  const body = { ...filters, ...rangeTimes(days), pageNum: 1, pageSize: RECORD_PAGE_SIZE } as ApiRequest<K> & { pageNum: number; pageSize: number };
  return { days, body };
}

/** One page of a list's current query. */
export function fetchRecordPage<K extends RecordApi>(client: Pick<ApiClient, 'request'>, api: K, query: RecordQuery<K>, pageNum: number): Promise<ApiReply<K>> {
  // The client's request is generic over every path; here the key and its body are one list's.
  const typed = client as unknown as { request: (key: K, body: ApiRequest<K>) => Promise<ApiReply<K>> };
  return typed.request(api, { ...query.body, pageNum });
}

/**
 * A record route's loader: the query of the URL filter and its first page, started before the
 * page draws and not waited for (the filters and the frame show at once; the list shows its own
 * loading and failure). A failure is handled by the list, not reported as unhandled meanwhile.
 */
export function loadRecords<K extends RecordApi>(
  kind: RecordQuerySpec<K>,
  client: Pick<ApiClient, 'request'>,
  search: RecordSearch,
): { query: RecordQuery<K>; first: Promise<ApiReply<K>> } {
  const query = recordQuery(kind, search, Date.now());
  const first = fetchRecordPage(client, kind.api, query, 1);
  first.catch(() => undefined);
  return { query, first };
}
