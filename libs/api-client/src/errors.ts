import { codeMeaning } from '@site/api-contract';
import { MESSAGES } from './messages';
import type { ConnectionKind } from './messages';
import { NETWORK_ERROR_MARKERS } from './constants';

/*
 * What a failure says to a member, three ways, each for its own input:
 * - readableMessage(text): a message string as received, made readable (the client builds its
 *   errors' messages with it, so it rarely needs calling elsewhere);
 * - errorText(error): what a failed call says — the platform's own reason for a refusal (余额不足),
 *   the client's Chinese for a connection failure. For the answer to something the member did.
 * - errorMeaning(error): the site's own words — SPEC §8's meaning of the code, never the platform's
 *   text. For what the site shows unasked (a section that failed to load by itself).
 */

/**
 * The text a member sees for a raw message (SPEC §8 HTTP layer): one naming a network failure
 * (Acceptable, Failed, SSL error, Forbidden) becomes the network-error text, an empty one the
 * system-error text, anything else stays as it is. Never throws.
 */
export function readableMessage(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : '';
  if (NETWORK_ERROR_MARKERS.some((marker) => text.includes(marker))) return MESSAGES.networkError;
  if (text.trim() === '') return MESSAGES.systemError;
  return text;
}

/** The Chinese text of any failed call (network, contract or business error, or anything thrown): its message, made readable. */
export function errorText(error: unknown): string {
  return readableMessage(error instanceof Error ? error.message : '');
}

/**
 * The catalogue's Chinese text of a failed call, never the platform's own words: a business code
 * reads as SPEC §8's meaning of that code (an unknown code as the system-error text), the other
 * failures as the client's own texts. For what the site shows on its own (a section that failed to
 * load), where a raw platform string would be a text the site did not choose.
 */
export function errorMeaning(error: unknown): string {
  if (error instanceof BusinessError) {
    const code = typeof error.code === 'number' ? error.code : Number(error.code);
    return (Number.isInteger(code) ? codeMeaning(code) : undefined) ?? MESSAGES.systemError;
  }
  if (error instanceof ConnectionError || error instanceof CancelError || error instanceof ContractError) return error.message;
  return MESSAGES.systemError;
}

/** SPEC §8 "other aborts give a cancel error": the caller (or a newer request) gave up. */
export class CancelError extends Error {
  override readonly name = 'CancelError';
  constructor(message: string = MESSAGES.cancelled) {
    super(message);
  }
}

/**
 * A reply whose code is not a success code (SPEC §8). `message` is what the member reads: the
 * server's text after the HTTP-layer rules, or the default "unknown business exception".
 */
export class BusinessError extends Error {
  override readonly name = 'BusinessError';
  readonly code: number | string;
  /** The whole reply, as the server sent it. */
  readonly response: unknown;
  constructor(code: number | string, message?: string, response?: unknown) {
    super(message === undefined || message === '' ? MESSAGES.unknownBusiness : message);
    this.code = code;
    this.response = response;
  }
}

export interface ConnectionErrorInit {
  kind: ConnectionKind;
  /** HTTP status; 0 when no response arrived (timeout, network failure). */
  status: number;
  /** The HTTP layer's own words: "timeout", the status text or the fetch failure's message. */
  detail: string;
}

/**
 * No usable reply (SPEC §8 connection error). The member reads the HTTP-layer text when it is one
 * of the spec's Chinese rewrites, otherwise the kind's Chinese message; the classification stays on
 * the error for code to use (SPEC-NOTES 18).
 */
export class ConnectionError extends Error {
  override readonly name = 'ConnectionError';
  readonly kind: ConnectionKind;
  readonly status: number;
  /** SPEC §8: "carries a code from the status". */
  readonly code: number;
  readonly detail: string;
  /** The spec's message for the kind (timeout / offline / closed / unknown). */
  readonly kindMessage: string;
  constructor({ kind, status, detail }: ConnectionErrorInit) {
    const kindMessage = MESSAGES.connection[kind];
    const rewritten = readableMessage(detail);
    // A raw text the HTTP layer did not rewrite is a machine text ("timeout", "Bad Gateway"), not
    // something to show a member: the kind's Chinese message stands in for it.
    super(rewritten === detail ? kindMessage : rewritten);
    this.kind = kind;
    this.status = status;
    this.code = status;
    this.detail = detail;
    this.kindMessage = kindMessage;
  }
}

/** SPEC §8: status 0 is "offline" when the browser reports offline, else "closed". */
export function connectionKindOf(status: number, online: boolean): ConnectionKind {
  if (status === 0) return online ? 'closed' : 'offline';
  return 'unknown';
}

export interface ContractIssue {
  path: string;
  message: string;
}

/**
 * A call's arguments (`side: 'request'`, nothing was sent) or a server's reply (`side: 'reply'`)
 * did not match the contract's zod schema.
 */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  readonly side: 'request' | 'reply';
  /** The API path of the call. */
  readonly path: string;
  readonly issues: readonly ContractIssue[];
  constructor(side: 'request' | 'reply', path: string, issues: readonly ContractIssue[], message?: string) {
    super(message ?? (side === 'request' ? MESSAGES.invalidRequest : MESSAGES.systemError));
    this.side = side;
    this.path = path;
    this.issues = issues;
  }
}

export type ApiError = CancelError | BusinessError | ConnectionError | ContractError;

export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof CancelError ||
    error instanceof BusinessError ||
    error instanceof ConnectionError ||
    error instanceof ContractError
  );
}
