import { DEFAULT_ODDS_TYPE, FBTY_DEFAULT_LANGUAGE, IMTY_DEFAULT_LANGUAGE } from '@site/api-contract';
import type { OddsType, VenueCode, VenueLaunch } from '@site/api-contract';
import { venueApiOrigin } from './origins';

/** IMTY's shared parameters (SPEC §3). */
export interface ImtySharedParams {
  LanguageCode: string;
  OddsType: OddsType;
  TimeStamp: number;
  origin: string;
  Token: string;
  MemberCode: string;
}

/** OBTY's shared parameters (SPEC §3). */
export interface ObtySharedParams {
  cuid: string;
  origin: string;
  requestId: string;
  resourceUrl: string;
  resourceGamingUrl: string;
}

/** FBTY's shared parameters (SPEC §3). */
export interface FbtySharedParams {
  origin: string;
  languageType: string;
  Authorization: string;
}

export type SharedParams = ImtySharedParams | ObtySharedParams | FbtySharedParams;

export interface SharedParamsInput {
  /** The venue's saved launch result; without one there is nothing to share. */
  launch: VenueLaunch | null;
  /** Milliseconds since the epoch; IMTY's TimeStamp. */
  now: number;
  /** IMTY's MemberCode (the member's username). */
  memberCode?: string | null;
  /** OBTY's cuid (data.userId of getUserInfo). */
  cuid?: string | null;
  /** The member's choices; absent means the SPEC defaults (CHS, European, CMN). */
  oddsType?: OddsType;
  languageCode?: string;
  languageType?: string;
}

/**
 * The parameters a venue expects on every call, or null for a venue without shared parameters or
 * before a launch. Readings where SPEC §3 names a field but not its source:
 * - `origin` is the venue's API origin (launch apiUrl, else the lobby url); it is also where
 *   "yewu" and "/v1" paths are sent.
 * - OBTY `resourceUrl` is the launch `resource`; `resourceGamingUrl` is the launch `activityUrl`
 *   (the e-sports/activity resource) and falls back to `resource` when the platform sends none.
 * - FBTY `Authorization` is the launch token.
 */
export function sharedParams(venue: VenueCode, input: SharedParamsInput): SharedParams | null {
  const launch = input.launch;
  if (launch === null) return null;
  const origin = venueApiOrigin(launch) ?? '';
  switch (venue) {
    case 'IMTY':
      return {
        LanguageCode: input.languageCode ?? IMTY_DEFAULT_LANGUAGE,
        OddsType: input.oddsType ?? DEFAULT_ODDS_TYPE,
        TimeStamp: input.now,
        origin,
        Token: launch.token,
        MemberCode: input.memberCode ?? '',
      };
    case 'OBTY':
      return {
        cuid: input.cuid ?? '',
        origin,
        requestId: launch.requestId,
        resourceUrl: launch.resource,
        resourceGamingUrl: launch.activityUrl !== '' ? launch.activityUrl : launch.resource,
      };
    case 'FBTY':
      return {
        origin,
        languageType: input.languageType ?? FBTY_DEFAULT_LANGUAGE,
        Authorization: launch.token,
      };
    default:
      return null;
  }
}
