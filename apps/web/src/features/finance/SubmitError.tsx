import { Button } from '@site/ui';
import { FINANCE_TEXT } from './messages';

interface SubmitErrorProps {
  error: string | null;
  canRetry: boolean;
  onRetry: () => void;
  disabled?: boolean;
}

/** A failed submit: the server's (or network) message, and a retry with the same key when the outcome is unknown. */
export function SubmitError({ error, canRetry, onRetry, disabled }: SubmitErrorProps) {
  if (!error) return null;
  return (
    <div className="money-alert" role="alert">
      <p className="money-alert__text">{error}</p>
      {canRetry ? (
        <>
          <p className="money-alert__hint">{FINANCE_TEXT.retryHint}</p>
          <Button size="small" variant="primary" onClick={onRetry} disabled={disabled}>
            {FINANCE_TEXT.retry}
          </Button>
        </>
      ) : null}
    </div>
  );
}
