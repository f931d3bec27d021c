import { BUSINESS_CODES } from '@site/api-contract';
import { SESSION_CODE_DEBOUNCE_MS } from './constants';
import type { TimerClock, TimerHandle, Unsubscribe } from '@site/ports';

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
}

export type ApiClientEvent = SessionCodeEvent;
export type ApiClientListener = (event: ApiClientEvent) => void;

export interface ApiClientEvents {
  on(listener: ApiClientListener): Unsubscribe;
}

export interface EventHub extends ApiClientEvents {
  /** A reply carried `code`; raises a session-code event when the code is one of SPEC §8's. */
  report(code: number, message: string): void;
  /** Drops pending events and listeners. */
  dispose(): void;
}

/**
 * One emitter per client. Each code is debounced on its own (trailing, SPEC §9 350 ms): a burst
 * of the same code gives one event, carrying the burst's last message.
 */
export function createEventHub(clock: TimerClock, debounceMs: number = SESSION_CODE_DEBOUNCE_MS): EventHub {
  const listeners = new Set<ApiClientListener>();
  const pending = new Map<number, { timer: TimerHandle; message: string }>();

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
    report(code, message) {
      if (!SESSION_EVENT_CODES.includes(code)) return;
      const previous = pending.get(code);
      if (previous) clock.clearTimeout(previous.timer);
      const timer = clock.setTimeout(() => {
        const entry = pending.get(code);
        pending.delete(code);
        emit({ type: 'session-code', code, message: entry?.message ?? message });
      }, debounceMs);
      pending.set(code, { timer, message });
    },
    dispose() {
      for (const { timer } of pending.values()) clock.clearTimeout(timer);
      pending.clear();
      listeners.clear();
    },
  };
}
