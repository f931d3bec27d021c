import { REQUEST_ID_HEADER, VENUE_PATHS } from '@site/api-contract';
import { writeItem, type StoragePort } from '@site/ports';
import { VENUE_STORAGE_KEYS } from './constants';
import type { VenueLauncher } from './launcher';
import { MESSAGES } from './messages';
import { isRecord } from './is-record';
import type { VenueClient } from './venue-client';
import { VENUE_LOCAL_CODES, isVenueSuccess } from './venue-reply';

export type ObtyLoginOutcome = { ok: true; cuid: string } | { ok: false; status_code: number | string; message: string };

export interface ObtyLoginPorts {
  launcher: VenueLauncher;
  /** The OBTY venue client (it adds the shared parameters and the venue origin). */
  client: VenueClient;
  storage: StoragePort;
  /** False once the member this flow runs for has left: their cuid must not be stored for the next. */
  isCurrent?: () => boolean;
}

function idText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * The OBTY flow of SPEC §7 after a launch: `GET {token}?merchantCode=…` with header requestId
 * gives the venue's own token; `GET /yewu12/api/user/getUserInfo?token=…` gives data.userId,
 * saved as the cuid shared parameter. Never rejects.
 */
export async function obtyLogin({ launcher, client, storage, isCurrent = () => true }: ObtyLoginPorts): Promise<ObtyLoginOutcome> {
  const launch = launcher.result('OBTY');
  if (launch === null || launch.token === '') return { ok: false, status_code: VENUE_LOCAL_CODES.notLaunched, message: MESSAGES.venueNotLaunched };
  // The launch token is a path on the venue (or a full URL there); a bare word is read as a path.
  const tokenPath = /^(https?:)?\/\//i.test(launch.token) || launch.token.startsWith('/') ? launch.token : `/${launch.token}`;
  const tokenReply = await client.request(tokenPath, {
    query: { merchantCode: launch.merchantCode },
    headers: { [REQUEST_ID_HEADER]: launch.requestId },
  });
  if (!isVenueSuccess(tokenReply)) return failed(tokenReply);
  const venueToken = isRecord(tokenReply.data) ? idText(tokenReply.data['token']) : '';
  if (venueToken === '') return { ok: false, status_code: VENUE_LOCAL_CODES.invalidReply, message: MESSAGES.venueReplyInvalid };

  const userReply = await client.request(VENUE_PATHS.obtyUserInfo, { query: { token: venueToken } });
  if (!isVenueSuccess(userReply)) return failed(userReply);
  const cuid = isRecord(userReply.data) ? idText(userReply.data['userId']) : '';
  if (cuid === '') return { ok: false, status_code: VENUE_LOCAL_CODES.invalidReply, message: MESSAGES.venueReplyInvalid };
  if (!isCurrent()) return { ok: false, status_code: VENUE_LOCAL_CODES.notLaunched, message: MESSAGES.venueNotLaunched };
  writeItem(storage, VENUE_STORAGE_KEYS.obtyCuid, cuid);
  return { ok: true, cuid };
}

function failed(reply: { status_code: number | string; message: string }): ObtyLoginOutcome {
  return { ok: false, status_code: reply.status_code, message: reply.message || MESSAGES.venueRequestFailed };
}
