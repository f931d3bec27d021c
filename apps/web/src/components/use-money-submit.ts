import { createMoneySubmitKeys, submitOutcome } from '@site/api-client';
import type { SubmitOutcome } from '@site/api-client';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES, errorText } from '@site/api-client';
import { memberEpochAtom, offlineAtom } from '../state/money-gates';

/**
 * `busy`: another submit of this form was still in flight; `offline`: the browser is offline.
 * Either way nothing was sent.
 */
export type SubmitResult<T> = { ok: true; reply: T } | { ok: false; outcome: SubmitOutcome | 'busy' | 'offline' };

export interface MoneySubmit {
  submitting: boolean;
  /**
   * The Chinese text shown above the button: the last failure, or else, while the site is offline,
   * why the button waits. null when there is nothing to say.
   */
  error: string | null;
  /**
   * The site is offline (issue #38 item 4): the form's button is disabled and `submit` sends
   * nothing. Nothing is queued to be sent later: the member presses again once back online.
   */
  offline: boolean;
  /** The last failure left the outcome unknown: a retry reuses the same key. */
  canRetry: boolean;
  /**
   * Runs one submit of the form whose values read `form`. Ignored while one is in flight, so a
   * double tap sends one request. On failure `error` holds the member's text.
   */
  submit<T>(form: string, run: (idempotencyKey: string) => Promise<T>): Promise<SubmitResult<T>>;
  clearError(): void;
}

/**
 * A money form's submit: one idempotency key per attempt the member starts, with the key life
 * cycle of @site/api-client's createMoneySubmitKeys.
 */
export function useMoneySubmit(): MoneySubmit {
  const keys = useRef(createMoneySubmitKeys());
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [canRetry, setCanRetry] = useState(false);
  const offline = useAtomValue(offlineAtom);
  const offlineNow = useRef(offline);
  offlineNow.current = offline;
  // A key kept for a retry belongs to the member who started it: when they leave (here or in
  // another tab), it goes, and so does the offer to retry with it (issue #38 item 5).
  const memberEpoch = useAtomValue(memberEpochAtom);
  const seenEpoch = useRef(memberEpoch);
  useEffect(() => {
    if (seenEpoch.current === memberEpoch) return;
    seenEpoch.current = memberEpoch;
    keys.current.forget();
    setCanRetry(false);
  }, [memberEpoch]);

  const submit = useCallback(async <T>(form: string, run: (key: string) => Promise<T>): Promise<SubmitResult<T>> => {
    if (inFlight.current) return { ok: false, outcome: 'busy' };
    if (offlineNow.current) return { ok: false, outcome: 'offline' };
    inFlight.current = true;
    setSubmitting(true);
    setError(null);
    setCanRetry(false);
    try {
      const reply = await run(keys.current.keyFor(form));
      keys.current.settle('done');
      return { ok: true, reply };
    } catch (failure) {
      const outcome = submitOutcome(failure);
      keys.current.settle(outcome);
      setError(errorText(failure));
      setCanRetry(outcome === 'unknown');
      return { ok: false, outcome };
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }, []);

  const clearError = useCallback(() => {
    setError(null);
    setCanRetry(false);
  }, []);

  return { submitting, error: error ?? (offline ? MESSAGES.connection.offline : null), offline, canRetry, submit, clearError };
}
