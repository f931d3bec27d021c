import { Button } from '@site/ui';
import type { MoneySubmit } from '../../components/use-money-submit';
import { FINANCE_TEXT as T } from './messages';
import { SubmitError } from './SubmitError';

interface MoneySubmitButtonProps {
  /** The form's useMoneySubmit: its failure, retry and in-flight state. */
  state: MoneySubmit;
  label: string;
  onRetry: () => void;
  /** The form cannot be sent now (a venue in maintenance, no withdrawals left today). */
  blocked?: boolean;
}

/**
 * The foot of a money form: the last failure with its retry (or, offline, why it waits), then the
 * submit button, busy while sending, disabled while offline.
 */
export function MoneySubmitButton({ state, label, onRetry, blocked = false }: MoneySubmitButtonProps) {
  return (
    <>
      <SubmitError error={state.error} canRetry={state.canRetry} onRetry={onRetry} disabled={state.submitting || state.offline} />
      <Button type="submit" variant="primary" block loading={state.submitting} disabled={state.submitting || blocked || state.offline}>
        {state.submitting ? T.submitting : label}
      </Button>
    </>
  );
}
