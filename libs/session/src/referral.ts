import { readItem, readJson, removeItem, writeItem, type StoragePort, type TimerClock } from '@site/ports';
import { REFERRAL_CODE_KINDS, isReferralCodeExpired, type ReferralCodeKind } from '@site/validation';
import { AGENT_VERIFY_QUERY_PARAM, GROW_CODE_QUERY_PARAM, SESSION_STORAGE_KEYS, STORAGE_KEYS } from './constants';
import { isRecord, queryParam } from './values';

export type ReferralCodes = Partial<Record<ReferralCodeKind, string>>;

/** How a code is kept in local storage, under its own name. */
interface StoredReferralCode {
  value: string;
  capturedAt: number;
}

export interface ReferralStorePorts {
  localStorage: StoragePort;
  sessionStorage: StoragePort;
  clock: Pick<TimerClock, 'now'>;
}

export interface ReferralStore {
  /**
   * Captures `i_code`, `r_code`, `r_bet`, `invite_code` (with the current time), `agent_verify`
   * (local storage) and `growCode` (session storage) from a URL query. A code in the URL
   * replaces an older one and restarts its clock; absent or empty parameters change nothing.
   */
  capture(search: string): void;
  /** The codes still valid now; expired ones are removed and never returned (so never sent). */
  referralCodes(): ReferralCodes;
  agentVerify(): string | null;
  growCode(): string | null;
}

function readCode(storage: StoragePort, kind: ReferralCodeKind): StoredReferralCode | null {
  const stored = readJson(storage, kind);
  if (!isRecord(stored)) return null;
  const { value, capturedAt } = stored;
  return typeof value === 'string' && value !== '' && typeof capturedAt === 'number' ? { value, capturedAt } : null;
}

export function createReferralStore({ localStorage, sessionStorage, clock }: ReferralStorePorts): ReferralStore {
  return {
    capture(search) {
      const now = clock.now();
      for (const kind of REFERRAL_CODE_KINDS) {
        const value = queryParam(search, kind);
        if (value !== null) {
          const stored: StoredReferralCode = { value, capturedAt: now };
          writeItem(localStorage, kind, JSON.stringify(stored));
        }
      }
      const agentVerify = queryParam(search, AGENT_VERIFY_QUERY_PARAM);
      if (agentVerify !== null) writeItem(localStorage, STORAGE_KEYS.agentVerify, agentVerify);
      const growCode = queryParam(search, GROW_CODE_QUERY_PARAM);
      if (growCode !== null) writeItem(sessionStorage, SESSION_STORAGE_KEYS.growCode, growCode);
    },
    referralCodes() {
      const now = clock.now();
      const codes: ReferralCodes = {};
      for (const kind of REFERRAL_CODE_KINDS) {
        const stored = readCode(localStorage, kind);
        if (stored && !isReferralCodeExpired(kind, stored.capturedAt, now)) {
          codes[kind] = stored.value;
        } else if (readItem(localStorage, kind) !== null) {
          removeItem(localStorage, kind);
        }
      }
      return codes;
    },
    agentVerify: () => readItem(localStorage, STORAGE_KEYS.agentVerify) || null,
    growCode: () => readItem(sessionStorage, SESSION_STORAGE_KEYS.growCode) || null,
  };
}
