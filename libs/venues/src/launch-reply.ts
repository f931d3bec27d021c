import { isSuccessCode, isVenueCode, venueLaunchSchema } from '@site/api-contract';
import type { VenueCode, VenueLaunch } from '@site/api-contract';
import { MESSAGES } from './messages';
import type { LaunchFailure } from './ports';
import { isRecord } from './is-record';

/** Fields a real platform may leave out; they default to "empty" rather than failing the launch. */
const LAUNCH_DEFAULTS: VenueLaunch = {
  url: '',
  h5Url: '',
  token: '',
  apiUrl: '',
  activityUrl: '',
  resource: '',
  requestId: '',
  merchantCode: '',
  expiresAt: 0,
};

/** A launch result read leniently: missing or mistyped fields become empty; non-objects give null. */
export function readLaunchData(value: unknown): VenueLaunch | null {
  if (!isRecord(value)) return null;
  const merged: Record<string, unknown> = { ...LAUNCH_DEFAULTS };
  for (const [field, fallback] of Object.entries(LAUNCH_DEFAULTS)) {
    const given = value[field];
    if (typeof given === typeof fallback) merged[field] = given;
    else if (typeof fallback === 'string' && typeof given === 'number') merged[field] = String(given);
  }
  const parsed = venueLaunchSchema.safeParse(merged);
  if (!parsed.success) return null;
  const data = parsed.data;
  // A launch that names neither a lobby nor a token cannot be used for anything.
  return data.url === '' && data.h5Url === '' && data.token === '' ? null : data;
}

export type ParsedLaunch = { ok: true; data: VenueLaunch } | { ok: false; code: number | string | null; message: string };

/** What a resolved launch call means: an envelope is checked for success, bare data is taken as is. */
export function parseLaunchReply(value: unknown): ParsedLaunch {
  if (isRecord(value) && 'status_code' in value) {
    const code = value['status_code'];
    if (!isSuccessCode(code)) {
      return { ok: false, code: codeOf(code), message: textOr(value['message'], MESSAGES.launchFailed) };
    }
    value = value['data'];
  }
  const data = readLaunchData(value);
  return data === null ? { ok: false, code: null, message: MESSAGES.launchReplyInvalid } : { ok: true, data };
}

/** The code and message of a rejected launch call (a business error, a network error, anything). */
export function parseLaunchError(error: unknown): { code: number | string | null; message: string } {
  if (!isRecord(error) && !(error instanceof Error)) return { code: null, message: MESSAGES.launchFailed };
  const record = error as unknown as Record<string, unknown>;
  return {
    code: codeOf(record['code'] ?? record['status_code']),
    message: textOr(record['message'], MESSAGES.launchFailed),
  };
}

export function readLaunchFailure(value: unknown): LaunchFailure | null {
  if (!isRecord(value) || !isVenueCode(value['venue'])) return null;
  return {
    venue: value['venue'] as VenueCode,
    code: codeOf(value['code']),
    message: textOr(value['message'], MESSAGES.launchFailed),
    time: typeof value['time'] === 'number' ? value['time'] : 0,
  };
}

function codeOf(value: unknown): number | string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value !== '') return value;
  return null;
}

function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}
