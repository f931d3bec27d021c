import { errorText } from '@site/api-client';
import { useRef, useState } from 'react';

export interface SubmitOnceOptions {
  /**
   * After a success the button keeps spinning and no second submit is taken: for forms whose
   * success moves the member on (登录, 注册), so the button does not flick back while the page goes.
   */
  holdAfterSuccess?: boolean;
}

export interface SubmitOnce {
  /** A submit is on its way: the button spins. */
  submitting: boolean;
  /** The member's text for the last failure, shown above the submit button. */
  failure: string | null;
  setFailure: (failure: string | null) => void;
  /**
   * True while a submit is on its way. A form reads it before checking its fields, so a second tap
   * neither sends again nor re-checks what the member may be editing meanwhile. A ref, not state:
   * two taps handled before React renders still see the first one.
   */
  busy: () => boolean;
  /**
   * Runs `request` unless one is already on its way; a failure becomes `failure` (the text
   * `describe` gives, errorText by default) and the member may try again.
   */
  send: (request: () => Promise<void>, describe?: (error: unknown) => string) => Promise<void>;
}

/** The one-at-a-time submit of a form that is not a money form (those use useMoneySubmit, with keys). */
export function useSubmitOnce({ holdAfterSuccess = false }: SubmitOnceOptions = {}): SubmitOnce {
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (request: () => Promise<void>, describe: (error: unknown) => string = errorText) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    let held = false;
    try {
      await request();
      held = holdAfterSuccess;
    } catch (error) {
      setFailure(describe(error));
    } finally {
      if (!held) {
        inFlight.current = false;
        setSubmitting(false);
      }
    }
  };

  return { submitting, failure, setFailure, busy: () => inFlight.current, send };
}
