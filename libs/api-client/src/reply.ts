import { codeMeaning, isLoginCode, isSuccessCode } from '@site/api-contract';
import type { AnyEnvelope } from '@site/api-contract';
import { cleanText, cleanTextDeep } from '@site/validation';
import type { z } from 'zod';
import { BusinessError, ContractError, readableMessage } from './errors';
import type { ContractIssue } from './errors';

export function issuesOf(error: z.ZodError): ContractIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** Venue codes may arrive as digit strings ("10004"); the catalogue speaks numbers. */
function normalCode(code: number | string): number | string {
  return typeof code === 'string' && /^-?\d{1,15}$/.test(code) ? Number(code) : code;
}

/**
 * SPEC §8 reply handling: a success code (6000; venue 100, "0000000", 350; and 0 per SPEC-NOTES 1)
 * gives `data`; any other code rejects with a BusinessError carrying the code and the member's
 * text. An empty message falls back to the system-error text, except for a login code, which
 * falls back to its own Chinese meaning (SPEC-NOTES 16). A reply that is no envelope at all
 * breaks the contract.
 */
export function settleReply(path: string, reply: unknown): unknown {
  return settleEnvelope(path, reply).data;
}

/**
 * settleReply keeping the success's message (some successes say something, e.g. "已过期").
 * Every text of a reply (notices, mail, nicknames, venue names, the message itself) comes from
 * the platform or another member, so bidi controls and zero-width characters leave here, once,
 * before any page can show them (issue #27 item 4).
 */
export function settleEnvelope(path: string, reply: unknown): { data: unknown; message: string } {
  const envelope = readEnvelope(reply);
  if (!envelope.ok) throw new ContractError('reply', path, envelope.issues);
  const { status_code: rawCode, data } = envelope.value;
  const message = cleanText(envelope.value.message);
  if (isSuccessCode(rawCode)) return { data: cleanTextDeep(data), message };
  const code = normalCode(rawCode);
  const fallback =
    typeof code === 'number' && message.trim() === '' && isLoginCode(code) ? codeMeaning(code) : undefined;
  throw new BusinessError(code, fallback ?? readableMessage(message), reply);
}

/**
 * The contract's `anyEnvelopeSchema`, checked by hand: every reply passes here, and keeping zod
 * off this path keeps it (and the schemas) out of the first-load bundle; the schemas load lazily.
 * envelope.test.ts holds the two to the same verdicts.
 */
export function readEnvelope(reply: unknown): { ok: true; value: AnyEnvelope } | { ok: false; issues: ContractIssue[] } {
  if (typeof reply !== 'object' || reply === null || Array.isArray(reply)) {
    return { ok: false, issues: [{ path: '', message: '应答不是对象' }] };
  }
  const r = reply as Record<string, unknown>;
  const issues: ContractIssue[] = [];
  const code = r['status_code'];
  if (typeof code !== 'number' && typeof code !== 'string') issues.push({ path: 'status_code', message: '缺少状态码' });
  const message = r['message'] === undefined ? '' : r['message'];
  if (typeof message !== 'string') issues.push({ path: 'message', message: '消息不是字符串' });
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    value: { status_code: code as number | string, message: message as string, data: r['data'] === undefined ? null : r['data'] },
  };
}

/** Checks a success's data against the contract's schema; the parsed value has its defaults. */
export function parseReplyData<S extends z.ZodType>(path: string, schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ContractError('reply', path, issuesOf(parsed.error));
  return parsed.data;
}

/**
 * Checks a call's arguments before anything is sent. Calls without a body are tried as `{}`
 * first so an optional object schema still fills in its defaults (preInfo's platformType 6).
 */
export function parseRequestBody<S extends z.ZodType>(path: string, schema: S, body: unknown): z.output<S> {
  if (body === undefined) {
    const empty = schema.safeParse({});
    if (empty.success) return empty.data;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ContractError('request', path, issuesOf(parsed.error));
  return parsed.data;
}
