import { useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import { useSubmitOnce } from '../../components/use-submit-once';

export type FieldErrors<Field extends string> = Partial<Record<Field, string | null>>;

export interface AuthForm<Field extends string> {
  errors: FieldErrors<Field>;
  setErrors: Dispatch<SetStateAction<FieldErrors<Field>>>;
  /** The platform's answer to the last attempt, shown above the submit button. */
  formError: string | null;
  submitting: boolean;
  /** Shows what `found` says is wrong and clears the last answer; true when nothing is wrong. */
  accept: (found: FieldErrors<Field>) => boolean;
  /**
   * Sends the form. After a success the button keeps spinning, as the page moves on; a failure
   * shows the text `onFailure` gives for it and lets the member try again.
   */
  send: (request: () => Promise<void>, onFailure: (error: unknown) => string) => Promise<void>;
}

/** The state and submit of an account form (登录, 注册, 找回密码, 修改密码). */
export function useAuthForm<Field extends string>(): AuthForm<Field> {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  // A success moves the member on (or shows the next step), so the button keeps spinning.
  const { failure: formError, setFailure, submitting, send } = useSubmitOnce({ holdAfterSuccess: true });

  const accept = (found: FieldErrors<Field>) => {
    setErrors(found);
    setFailure(null);
    return !Object.values(found).some(Boolean);
  };

  return { errors, setErrors, formError, submitting, accept, send };
}
