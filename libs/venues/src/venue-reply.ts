import { isSuccessCode } from '@site/api-contract';
import { MESSAGES } from './messages';
import type { VenueReply } from './ports';
import { isRecord } from './is-record';

/**
 * Codes for failures that happen on this side of a venue call, so a caller can tell them from
 * the venue's own codes (which are positive numbers or numeric strings).
 */
export const VENUE_LOCAL_CODES = {
  network: 0,
  invalidReply: -1,
  refused: -2,
  notLaunched: -3,
} as const;

// IMTY answers `{ StatusCode, StatusDesc, Result }`, OBTY `{ code, msg, data }`, FBTY `{ success, code, message, data }`.
const CODE_FIELDS = ['status_code', 'code', 'status', 'statusCode', 'StatusCode', 'errorCode'] as const;
const MESSAGE_FIELDS = ['message', 'msg', 'StatusDesc', 'errMsg', 'errorMsg', 'error'] as const;
const DATA_FIELDS = ['data', 'result', 'Result'] as const;

/**
 * Venues answer in their own shapes (`{code, msg, data}`, `{status, message, result}`, …). This
 * gives the one shape of SPEC §7: `{ status_code, message, data }`. A reply without any code is
 * an invalid reply; a reply with only `success: true|false` reads as 0 (success) or invalid.
 */
export function normaliseVenueReply<T = unknown>(raw: unknown): VenueReply<T> {
  if (!isRecord(raw)) return invalid();
  let code: number | string | undefined;
  for (const field of CODE_FIELDS) {
    const value = raw[field];
    if ((typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '')) {
      code = value;
      break;
    }
  }
  if (code === undefined && raw['success'] === true) code = 0;
  if (code === undefined) return invalid();
  let message = '';
  for (const field of MESSAGE_FIELDS) {
    const value = raw[field];
    if (typeof value === 'string' && value !== '') {
      message = value;
      break;
    }
  }
  const data = DATA_FIELDS.map((field) => raw[field]).find((value) => value !== undefined);
  return { status_code: code, message, data: (data ?? null) as T | null };
}

/** True for the platform's 6000 and the venue success codes (0, 100, "0000000", 350). */
export function isVenueSuccess(reply: Pick<VenueReply, 'status_code'>): boolean {
  // Venues send numeric codes as strings too ("100"); "0000000" stays a string on purpose.
  const code = reply.status_code;
  if (isSuccessCode(code)) return true;
  return typeof code === 'string' && /^\d+$/.test(code) && isSuccessCode(Number(code));
}

export function failureReply(status_code: number, message: string): VenueReply<never> {
  return { status_code, message, data: null };
}

function invalid(): VenueReply<never> {
  return failureReply(VENUE_LOCAL_CODES.invalidReply, MESSAGES.venueReplyInvalid);
}
