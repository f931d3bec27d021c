import { API_PATHS, API_SCHEMAS, BUSINESS_CODES, SEC_PATH_PREFIX, secReplySchema, SUCCESS_CODE } from '@site/api-contract';
import type { ApiPathKey } from '@site/api-contract';
import { delay, http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import helpTopics from './fixtures/help-topics.json';
import secRecording from './fixtures/sec.json';
import recorded from './fixtures/sim-replies.json';

/**
 * The platform at the network for the page stories (msw + msw-storybook-addon): every path of the
 * contract's registry answers as the simulator answered it for the demo member
 * (fixtures/sim-replies.json, recorded from apps/platform-sim's seed by
 * `npx tsx .storybook/fixtures/record.ts`), unless a story says otherwise.
 *
 * Every `data` a handler sends is parsed by that path's reply schema of `@site/api-contract`
 * first. A reply that does not parse is still sent (the page shows what it does with it), and the
 * story fails afterwards (`assertMocksParsed`, run by every page story): a mock cannot drift from
 * the contract unnoticed.
 */

type Recorded = Partial<Record<ApiPathKey, { reply: { data: unknown } }>>;
const RECORDED = recorded as Recorded;
/** The help centre's topics, by slug: `helpDetail` answers the slug it is asked for (same recording). */
const HELP_TOPIC_REPLIES: Record<string, unknown> = helpTopics;

/** The recorded help topic a `helpDetail` request asks for (its JSON body's `slug`). */
async function helpTopicAsked(request: Request): Promise<unknown> {
  const body: unknown = await request.json().catch(() => null);
  const slug = typeof body === 'object' && body !== null && 'slug' in body ? String(body.slug) : '';
  const topic = HELP_TOPIC_REPLIES[slug];
  if (topic === undefined) throw new Error(`故事数据缺失：帮助主题 ${slug} 没有录制的回复（.storybook/fixtures/record.ts）`);
  return structuredClone(topic);
}

/** What one path answers in a story. */
export type PathReply =
  /** This `data`, checked by the path's reply schema. */
  | { data: unknown }
  /** Never answers: the page's loading state. */
  | 'loading'
  /** A platform failure (操作失败…) every time. */
  | 'error'
  /** A platform failure until the story calls `recover()` (then the recorded reply): the page's retry. */
  | 'error-until-recovered';

/** The contract failures of the replies sent since the story began (empty when every reply parsed). */
const contractFailures: string[] = [];
let recovered = false;

/** The platform is back: paths that answered 'error-until-recovered' now answer their data (a retry play calls it). */
export function recover(): void {
  recovered = true;
}

/**
 * The platform fails again where a story says so ('error-until-recovered'): run before a story
 * (the retry story's `beforeEach`). Not after it: the recovered page stays recovered until the
 * story's picture is taken (a late request of the page must not fail again).
 */
export function failUntilRecovered(): void {
  recovered = false;
}

/** The recorded `data` of a path (the simulator's, for the demo member). */
export function recordedData(key: ApiPathKey): unknown {
  const entry = RECORDED[key];
  if (!entry) throw new Error(`故事数据缺失：${key} 没有录制的回复（.storybook/fixtures/record.ts）`);
  return structuredClone(entry.reply.data);
}

/** The recorded reply with no rows (a list, or a page's `list`): the page's empty state. */
export function emptyPage(key: ApiPathKey): { data: unknown } {
  const data = recordedData(key);
  if (Array.isArray(data)) return { data: [] };
  return { data: { ...(data as Record<string, unknown>), list: [], total: 0 } };
}

/** A paged reply with `count` rows made from the recorded ones (ids and order kept distinct). */
export function manyRows(key: ApiPathKey, count: number): { data: unknown } {
  const data = recordedData(key) as { list: Record<string, unknown>[] } & Record<string, unknown>;
  const rows = data.list;
  if (rows.length === 0) throw new Error(`${key} 的录制回复没有行`);
  const list = Array.from({ length: count }, (_, i) => {
    const row = structuredClone(rows[i % rows.length] as Record<string, unknown>);
    for (const idKey of ['id', 'orderNo', 'billNo', 'betNo']) {
      if (typeof row[idKey] === 'string') row[idKey] = `${String(row[idKey])}-${i}`;
      else if (typeof row[idKey] === 'number') row[idKey] = i + 1;
    }
    return row;
  });
  return { data: { ...data, list, total: count, pageSize: Math.max(count, 1) } };
}

/** Reads `data` by a contract schema outside the HTTP registry (the chat socket's frames); a failure fails the story. */
export function checkByContract(label: string, schema: { safeParse: (data: unknown) => { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } }, data: unknown): void {
  const parsed = schema.safeParse(data);
  if (!parsed.success) contractFailures.push(`${label}: ${parsed.error.issues.map((issue) => `${issue.path.map(String).join('.')} ${issue.message}`).join('; ')}`);
}

/** The success envelope of `data` for `key`, after the contract has read it. */
export function contractReply(key: ApiPathKey, data: unknown): { status_code: number; message: string; data: unknown } {
  const parsed = API_SCHEMAS[key].reply.safeParse(data);
  if (!parsed.success) {
    contractFailures.push(`${key}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
  }
  return { status_code: SUCCESS_CODE, message: 'success', data };
}

const failure = () => ({ status_code: BUSINESS_CODES.COMMON_ERROR.code, message: BUSINESS_CODES.COMMON_ERROR.meaning, data: null });

function handlerFor(key: ApiPathKey, reply: PathReply | undefined): HttpHandler | null {
  const path: unknown = API_PATHS[key];
  if (typeof path !== 'string') return null;
  return http.all(path, async ({ request }) => {
    if (reply === 'loading') {
      await delay('infinite');
    }
    if (reply === 'error' || (reply === 'error-until-recovered' && !recovered)) return HttpResponse.json(failure());
    if (reply !== undefined && typeof reply === 'object') return HttpResponse.json(contractReply(key, reply.data));
    if (key === 'helpDetail') return HttpResponse.json(contractReply(key, await helpTopicAsked(request)));
    if (!RECORDED[key]) return HttpResponse.json(failure());
    return HttpResponse.json(contractReply(key, recordedData(key)));
  });
}

/**
 * The display config's key (`GET sec/{secret}`, a path outside the registry, built from preInfo's
 * secret): the recorded key for the recorded secret, read by the contract as every reply is; any
 * other secret fails as the platform would. With it the recorded vvPretty decrypts, as in the
 * browser; a story about the display config overrides vvPretty.
 */
function secHandler(): HttpHandler {
  return http.get(`${SEC_PATH_PREFIX}:secret`, ({ params }) => {
    if (params['secret'] !== secRecording.secret) return HttpResponse.json(failure());
    checkByContract('sec', secReplySchema, secRecording.data);
    return HttpResponse.json({ status_code: SUCCESS_CODE, message: 'success', data: structuredClone(secRecording.data) });
  });
}

/** The handlers of one story: the recorded platform with `overrides` for the paths the story is about. */
export function platformHandlers(overrides: Partial<Record<ApiPathKey, PathReply>> = {}): HttpHandler[] {
  contractFailures.length = 0;
  recovered = false;
  const handlers: HttpHandler[] = [secHandler()];
  for (const key of Object.keys(API_SCHEMAS) as ApiPathKey[]) {
    const handler = handlerFor(key, overrides[key]);
    if (handler) handlers.push(handler);
  }
  return handlers;
}

/** Throws when a reply a story sent did not parse by the contract (run after every page story). */
export function assertMocksParsed(): void {
  if (contractFailures.length === 0) return;
  const found = contractFailures.splice(0);
  throw new Error(`故事的模拟回复不符合 @site/api-contract：\n${found.join('\n')}`);
}
