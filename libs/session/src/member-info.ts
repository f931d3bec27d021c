import { hashUsername } from '@site/api-contract';
import { readItem, writeItem, type StoragePort } from '@site/ports';
import { STORAGE_KEYS } from './constants';
import type { MemberInfo } from './ports';

export interface MemberInfoPorts {
  memberInfo: () => Promise<MemberInfo>;
  localStorage: StoragePort;
  /** The current token; guests get no member info. */
  getToken: () => string | null;
}

export interface MemberInfoLoader {
  /**
   * The member's info, fetched at most once per page (SPEC-NOTES 19): concurrent callers share
   * the request in flight and later callers get the same result. A guest gets null without a
   * request; a new token (another login) fetches again; a failure is not kept.
   */
  get(): Promise<MemberInfo | null>;
  /** Forgets the fetched info, e.g. for a new route view or after logout. */
  reset(): void;
  /** The username stored by the last successful fetch. */
  username(): string | null;
  /** The hash of the stored username that feeds the encrypted-user header, or null. */
  usernameHash(): string | null;
}

export function createMemberInfoLoader({ memberInfo, localStorage, getToken }: MemberInfoPorts): MemberInfoLoader {
  let entry: { token: string; result: Promise<MemberInfo> } | null = null;

  function username(): string | null {
    const stored = readItem(localStorage, STORAGE_KEYS.username);
    return stored ? stored : null;
  }

  function fetchFor(token: string): Promise<MemberInfo> {
    const result = Promise.resolve()
      .then(memberInfo)
      .then(
        (info) => {
          if (typeof info?.username === 'string' && info.username !== '') {
            writeItem(localStorage, STORAGE_KEYS.username, info.username);
          }
          return info;
        },
        (error: unknown) => {
          if (entry?.result === result) entry = null;
          throw error;
        },
      );
    entry = { token, result };
    return result;
  }

  return {
    get() {
      const token = getToken();
      if (token === null) return Promise.resolve(null);
      if (entry?.token === token) return entry.result;
      return fetchFor(token);
    },
    reset() {
      entry = null;
    },
    username,
    usernameHash() {
      const name = username();
      return name === null ? null : hashUsername(name);
    },
  };
}
