import { BusinessError, ContractError } from '@site/api-client';
import { v4 as uuidV4 } from 'uuid';

/**
 * How a money submit ended, as far as its idempotency key is concerned:
 * - `done`: the server answered (success or a refusal) — the key is spent, the next submit needs a
 *   new one (a repeat of a spent key only replays the stored answer);
 * - `unknown`: the request may or may not have reached the server (network error, timeout,
 *   cancel, unreadable reply) — a retry must reuse the key so money moves at most once.
 */
export type SubmitOutcome = 'done' | 'unknown';

export function outcomeOfError(error: unknown): SubmitOutcome {
  if (error instanceof BusinessError) return 'done';
  // A request the contract refused was never sent.
  if (error instanceof ContractError && error.side === 'request') return 'done';
  return 'unknown';
}

export interface SubmitKeys {
  /**
   * The key of a submit of the form whose values read `form`. The same form after an `unknown`
   * outcome gets the same key; a changed form or a settled submit gets a new one.
   */
  keyFor(form: string): string;
  settle(outcome: SubmitOutcome): void;
}

// TODO(lib): move to @site/api-client — the key life cycle of a money submit is a client rule.
export function createSubmitKeys(newKey: () => string = uuidV4): SubmitKeys {
  let current: { form: string; key: string } | null = null;
  return {
    keyFor(form) {
      if (current === null || current.form !== form) current = { form, key: newKey() };
      return current.key;
    },
    settle(outcome) {
      if (outcome === 'done') current = null;
    },
  };
}
