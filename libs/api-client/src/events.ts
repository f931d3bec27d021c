import { BUSINESS_CODES } from '@site/api-contract';
import type { Unsubscribe } from '@site/ports';

/** SPEC §8 global handling: the codes the session acts on. What it does with them is its own. */
export const SESSION_EVENT_CODES: readonly number[] = [
  BUSINESS_CODES.DEVICE_BLOCKED.code,
  BUSINESS_CODES.IP_BLOCKED.code,
  BUSINESS_CODES.ACCESS_CAVEAT.code,
  BUSINESS_CODES.ACCESS_ALERT.code,
  BUSINESS_CODES.LOGGED_IN_ELSEWHERE.code,
  BUSINESS_CODES.PASSWORD_CHANGED.code,
  BUSINESS_CODES.AUTH_ERROR.code,
  BUSINESS_CODES.ACCOUNT_BLOCKED.code,
];

/** The shape the session library consumes. */
export interface SessionCodeEvent {
  type: 'session-code';
  code: number;
  message: string;
  /**
   * The call carried another token than the one now: its session has since ended or been replaced
   * (another member logged in, here or in another tab), and a member's code must not end the new
   * one (issue #38 item 5).
   */
  stale: boolean;
}

/**
 * A money call (MONEY_PATHS: a deposit, transfer, withdrawal, mall exchange, payout…) succeeded:
 * balances and points may have changed. The app tells its other tabs (issue #38 item 2).
 */
export interface MoneyMovedEvent {
  type: 'money-moved';
  path: string;
}

export type ApiClientEvent = SessionCodeEvent | MoneyMovedEvent;
export type ApiClientListener = (event: ApiClientEvent) => void;

export interface ApiClientEvents {
  on(listener: ApiClientListener): Unsubscribe;
}

export interface EventHub extends ApiClientEvents {
  /** A reply had `code` (`stale`: its call carried another token than the one now); raises a session-code event when the code is one of SPEC §8's. */
  report(code: number, message: string, stale?: boolean): void;
  /** A money call succeeded. */
  moneyMoved(path: string): void;
  /** Drops the listeners. */
  dispose(): void;
}

/**
 * One emitter per client. Every reply with one of the codes raises its event at once: the SPEC §8
 * debounce of the global handling (350 ms, a burst of one code acted on once) is the session's, the
 * one subscriber that acts (@site/session session-codes.ts), so the rule lives in one place.
 */
export function createEventHub(): EventHub {
  const listeners = new Set<ApiClientListener>();

  function emit(event: ApiClientEvent): void {
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        // One failing subscriber must not keep the others from hearing about the code.
        console.error('[api-client] 事件处理失败', error);
      }
    }
  }

  return {
    on(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    report(code, message, stale = false) {
      if (SESSION_EVENT_CODES.includes(code)) emit({ type: 'session-code', code, message, stale });
    },
    moneyMoved(path) {
      emit({ type: 'money-moved', path });
    },
    dispose() {
      listeners.clear();
    },
  };
}
