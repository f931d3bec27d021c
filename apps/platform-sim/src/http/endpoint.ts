import type { ApiPathKey, ApiSchemas } from '@site/api-contract';
import { API_PATHS, API_SCHEMAS, BUSINESS_CODES, CONTRACT_MESSAGES, HEADERS, SUCCESS_CODE } from '@site/api-contract';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { SimContext } from '../context';
import type { Envelope } from '../envelope';
import { fail, ok } from '../envelope';
import { sha256 } from '../util';
import { authenticate } from './auth';
import { checkRequestHeaders } from './checks';
import type { MemberRow } from './members';

export type Outcome<T> = { ok: true; data: T; message?: string } | { ok: false; code: number; message: string };

export const success = <T>(data: T, message?: string): Outcome<T> =>
  message === undefined ? { ok: true, data } : { ok: true, data, message };
export const failure = (code: number, message: string): Outcome<never> => ({ ok: false, code, message });
export const invalid = (message: string): Outcome<never> => failure(BUSINESS_CODES.VALIDATION.code, message);
export const commonError = (message: string): Outcome<never> => failure(BUSINESS_CODES.COMMON_ERROR.code, message);

export interface Call<B> {
  body: B;
  c: Context;
  now: number;
  uuid: string;
  /** The host the browser used (the proxy forwards it). */
  host: string;
}
export interface MemberCall<B> extends Call<B> {
  member: MemberRow;
  token: string;
}

type Req<K extends ApiPathKey> = z.output<ApiSchemas[K]['request']>;
type Rep<K extends ApiPathKey> = z.input<ApiSchemas[K]['reply']>;

export function requestHost(c: Context): string {
  return c.req.header('x-forwarded-host') ?? c.req.header('host') ?? '127.0.0.1';
}

/** `application/json`, with or without parameters (`; charset=utf-8`). */
function isJsonType(contentType: string): boolean {
  return contentType.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

export type JsonRead = { ok: true; value: unknown } | { ok: false; message: string; status?: 415 };

/**
 * Reads and parses a JSON body. Empty → undefined. Never throws. With `jsonOnly`, a body that
 * does not say it is JSON is refused with 415, as a real platform's gateway would: a `text/plain`
 * POST is what a cross-site form can send without a preflight. An empty body may omit the type.
 */
export async function readJson(c: Context, maxBytes: number, options: { jsonOnly?: boolean } = {}): Promise<JsonRead> {
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > maxBytes) return { ok: false, message: CONTRACT_MESSAGES.bodyTooLarge };
  const contentType = c.req.header('content-type') ?? '';
  const unsupported = { ok: false, message: CONTRACT_MESSAGES.unsupportedMediaType, status: 415 } as const;
  if (options.jsonOnly && contentType.trim() !== '' && !isJsonType(contentType)) return unsupported;
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    return { ok: false, message: CONTRACT_MESSAGES.malformedJson };
  }
  if (Buffer.byteLength(text) > maxBytes) return { ok: false, message: CONTRACT_MESSAGES.bodyTooLarge };
  if (text.trim() === '') return { ok: true, value: undefined };
  if (options.jsonOnly && !isJsonType(contentType)) return unsupported;
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, message: CONTRACT_MESSAGES.malformedJson };
  }
}

function issueText(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return CONTRACT_MESSAGES.validation;
  const where = first.path.length > 0 ? `${first.path.join('.')}：` : '';
  return `${CONTRACT_MESSAGES.validation}，${where}${first.message}`;
}

/** The envelope an outcome becomes; a success whose data breaks the contract becomes 10001. */
function envelopeOf(ctx: SimContext, key: ApiPathKey, outcome: Outcome<unknown>): Envelope<unknown> {
  if (!outcome.ok) return fail(outcome.code === SUCCESS_CODE ? BUSINESS_CODES.COMMON_ERROR.code : outcome.code, outcome.message);
  // The simulator holds itself to the contract: a reply that does not match is a simulator bug,
  // reported as a system error (and recorded so tests fail) instead of misleading the client.
  const checked = API_SCHEMAS[key].reply.safeParse(outcome.data);
  if (!checked.success) {
    const note = `${API_PATHS[key]}: ${checked.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`;
    ctx.violations.push(note);
    console.error(`[platform-sim] 回复不符合契约 ${note}`);
    return fail(BUSINESS_CODES.COMMON_ERROR.code, CONTRACT_MESSAGES.systemError);
  }
  return ok(checked.data, outcome.message);
}

interface RouteOptions {
  /** Overrides the method of the schema table (POST by default). */
  method?: 'GET' | 'POST';
}

/**
 * Registers a contract path: parses and validates the body, authenticates when the contract says
 * so, makes money calls idempotent, and checks the reply against the contract before it leaves.
 */
function register<K extends ApiPathKey>(
  app: Hono,
  ctx: SimContext,
  key: K,
  run: (call: Call<Req<K>>, member: { member: MemberRow; token: string } | null) => Outcome<Rep<K>>,
  options: RouteOptions = {},
): void {
  const endpoint = API_SCHEMAS[key];
  const method = options.method ?? ('method' in endpoint && endpoint.method === 'GET' ? 'GET' : 'POST');
  const handler = async (c: Context): Promise<Response> => {
    const rejected = checkRequestHeaders(c.req.path, (name) => c.req.header(name));
    if (rejected) return c.json(fail(rejected.code, rejected.message));
    let raw: unknown = undefined;
    if (method === 'POST') {
      const read = await readJson(c, ctx.config.maxBodyBytes, { jsonOnly: true });
      if (!read.ok) return c.json(fail(BUSINESS_CODES.VALIDATION.code, read.message), read.status ?? 200);
      raw = read.value;
    }
    let who: { member: MemberRow; token: string } | null = null;
    const token = c.req.header(HEADERS.token) || undefined;
    if (endpoint.auth) {
      const auth = authenticate(ctx, token);
      if (!auth.ok) return c.json(fail(auth.code, auth.message));
      who = { member: auth.member, token: auth.token };
    } else if (token) {
      const auth = authenticate(ctx, token);
      if (auth.ok) who = { member: auth.member, token: auth.token };
    }
    const parsed = endpoint.request.safeParse(raw);
    if (!parsed.success) return c.json(fail(BUSINESS_CODES.VALIDATION.code, issueText(parsed.error)));
    const call: Call<Req<K>> = {
      body: parsed.data as Req<K>,
      c,
      now: ctx.now(),
      uuid: c.req.header(HEADERS.uuid) ?? '',
      host: requestHost(c),
    };
    if ('money' in endpoint && endpoint.money && who) return money(c, ctx, key, who, raw, () => run(call, who));
    let outcome: Outcome<Rep<K>>;
    try {
      outcome = run(call, who);
    } catch (error) {
      return internalError(c, key, error);
    }
    return c.json(envelopeOf(ctx, key, outcome));
  };
  if (method === 'GET') app.get(API_PATHS[key], handler);
  else app.post(API_PATHS[key], handler);
}

function internalError(c: Context, key: ApiPathKey, error: unknown): Response {
  console.error(`[platform-sim] ${API_PATHS[key]} 处理失败`, error);
  return c.json(fail(BUSINESS_CODES.COMMON_ERROR.code, CONTRACT_MESSAGES.systemError));
}

/**
 * Money calls: the idempotency key is required; the handler and the stored reply commit in one
 * SQLite transaction, so a repeat of the key gets the first reply and the money moves once.
 */
function money(
  c: Context,
  ctx: SimContext,
  key: ApiPathKey,
  who: { member: MemberRow },
  raw: unknown,
  run: () => Outcome<unknown>,
): Response {
  const idem = c.req.header(HEADERS.idempotencyKey) ?? '';
  if (!/^[0-9A-Za-z_-]{8,100}$/.test(idem)) return c.json(fail(BUSINESS_CODES.VALIDATION.code, CONTRACT_MESSAGES.idempotencyMissing));
  const path = API_PATHS[key];
  const bodyHash = sha256(JSON.stringify(raw ?? null));
  const previous = ctx.db.prepare('SELECT path, body_hash, reply_json FROM idempotency WHERE member_id = ? AND key = ?').get(who.member.id, idem) as
    | { path: string; body_hash: string; reply_json: string }
    | undefined;
  if (previous) {
    if (previous.path !== path || previous.body_hash !== bodyHash)
      return c.json(fail(BUSINESS_CODES.VALIDATION.code, '防重复提交标识已被其他请求使用'));
    return c.json(JSON.parse(previous.reply_json) as object);
  }
  const remember = ctx.db.prepare(
    'INSERT INTO idempotency (member_id, key, path, body_hash, reply_json, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  let envelope: Envelope<unknown> = fail(BUSINESS_CODES.COMMON_ERROR.code, CONTRACT_MESSAGES.systemError);
  try {
    ctx.db.transaction(() => {
      envelope = envelopeOf(ctx, key, run());
      // A failure rolls its writes back; its reply is still remembered for the key below.
      if (envelope.status_code !== SUCCESS_CODE) throw new RolledBack();
      remember.run(who.member.id, idem, path, bodyHash, JSON.stringify(envelope), ctx.now());
    })();
  } catch (error) {
    if (!(error instanceof RolledBack)) return internalError(c, key, error);
    remember.run(who.member.id, idem, path, bodyHash, JSON.stringify(envelope), ctx.now());
  }
  return c.json(envelope);
}

class RolledBack extends Error {}

/** A public path (a member is passed when a valid token came along). */
export function route<K extends ApiPathKey>(
  app: Hono,
  ctx: SimContext,
  key: K,
  run: (call: Call<Req<K>> & { member: MemberRow | null }) => Outcome<Rep<K>>,
  options?: RouteOptions,
): void {
  register(app, ctx, key, (call, who) => run({ ...call, member: who?.member ?? null }), options);
}

/** A member path: the contract marks it `auth`, so the handler always has the member. */
export function memberRoute<K extends ApiPathKey>(
  app: Hono,
  ctx: SimContext,
  key: K,
  run: (call: MemberCall<Req<K>>) => Outcome<Rep<K>>,
  options?: RouteOptions,
): void {
  if (!API_SCHEMAS[key].auth) throw new Error(`${key} is not a member path in the contract`);
  register(
    app,
    ctx,
    key,
    (call, who) => (who ? run({ ...call, member: who.member, token: who.token }) : failure(BUSINESS_CODES.AUTH_ERROR.code, CONTRACT_MESSAGES.tokenMissing)),
    options,
  );
}
