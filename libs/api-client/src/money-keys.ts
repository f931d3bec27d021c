import { defaultIdempotencyKey } from './calls';
import { BusinessError, ContractError } from './errors';

/**
 * How a money submit ended, as far as its idempotency key is concerned:
 * - `done`: the server answered (success or refusal), or the request was refused before it was
 *   sent: the key is spent and the next submit needs a new one;
 * - `unknown`: the request may or may not have reached the server (timeout, network failure,
 *   cancel, unreadable reply): a retry must reuse the key so money moves at most once.
 */
export type SubmitOutcome = 'done' | 'unknown';

/** The outcome of a money call that rejected with `error`. */
export function submitOutcome(error: unknown): SubmitOutcome {
  if (error instanceof BusinessError) return 'done';
  if (error instanceof ContractError && error.side === 'request') return 'done';
  return 'unknown';
}

export interface MoneySubmitKeys {
  /**
   * The idempotency key of a submit of the form whose values read `form`: the same form after an
   * `unknown` outcome keeps its key; a changed form or a settled submit gets a new one.
   */
  keyFor(form: string): string;
  /** Call after every submit: `'done'` on success, else submitOutcome(error). */
  settle(outcome: SubmitOutcome): void;
  /**
   * The member left (or another came in): a kept key is dropped, so it never reaches the platform
   * under another member's token (issue #38 item 5).
   */
  forget(): void;
}

/** One per money form. */
export function createMoneySubmitKeys(newKey: () => string = defaultIdempotencyKey): MoneySubmitKeys {
  let current: { form: string; key: string } | null = null;
  return {
    keyFor(form) {
      if (current === null || current.form !== form) current = { form, key: newKey() };
      return current.key;
    },
    settle(outcome) {
      if (outcome === 'done') current = null;
    },
    forget() {
      current = null;
    },
  };
}
