import { Button } from '@site/ui';
import type { ButtonSize } from '@site/ui';
import type { ReactNode } from 'react';
import { FormAlert } from './FormAlert';

interface SubmitRowProps {
  /** Why the last attempt failed, shown right above the button the member pressed. */
  error: string | null;
  errorClassName: string;
  loading: boolean;
  disabled?: boolean;
  size?: ButtonSize;
  children: ReactNode;
}

/** The end of a form: its failure, then its full-width primary submit button. */
export function SubmitRow({ error, errorClassName, loading, disabled, size = 'medium', children }: SubmitRowProps) {
  return (
    <>
      <FormAlert message={error} className={errorClassName} />
      <Button type="submit" variant="primary" size={size} block loading={loading} disabled={disabled}>
        {children}
      </Button>
    </>
  );
}
