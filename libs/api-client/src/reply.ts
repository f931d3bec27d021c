import { anyEnvelopeSchema, codeMeaning, isLoginCode, isSuccessCode } from '@site/api-contract';
import type { z } from 'zod';
import { BusinessError, ContractError, memberMessage } from './errors';
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

/** settleReply keeping the success's message (some successes say something, e.g. "已过期"). */
export function settleEnvelope(path: string, reply: unknown): { data: unknown; message: string } {
  const envelope = anyEnvelopeSchema.safeParse(reply);
  if (!envelope.success) throw new ContractError('reply', path, issuesOf(envelope.error));
  const { status_code: rawCode, message, data } = envelope.data;
  if (isSuccessCode(rawCode)) return { data, message };
  const code = normalCode(rawCode);
  const fallback =
    typeof code === 'number' && message.trim() === '' && isLoginCode(code) ? codeMeaning(code) : undefined;
  throw new BusinessError(code, fallback ?? memberMessage(message), reply);
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
