import type { DepositLimit } from '@site/api-contract';
import { errorText } from '@site/api-client';
import { AmountInput, Button, Card, Tag } from '@site/ui';
import { DEPOSIT_LIMIT_LABELS, DEPOSIT_LIMIT_PERIODS, amountToSend, readAmountInput } from '@site/validation';
import type { DepositLimitPeriod } from '@site/validation';
import { useState } from 'react';
import { limitRowView } from './limit-view';
import { RESPONSIBLE_TEXT as T } from './messages';

interface LimitsCardProps {
  limits: readonly DepositLimit[];
  /** Sends the change; resolves with the platform's message (生效 / 24小时后生效). */
  onSave: (period: DepositLimitPeriod, limit: number | null) => Promise<string>;
}

/** Deposit limits per 24 hours, 7 days and 30 days: what is set, used and left, and the form. */
export function LimitsCard({ limits, onSave }: LimitsCardProps) {
  const [period, setPeriod] = useState<DepositLimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const current = limits.find((l) => l.period === period);

  const send = async (limit: number | null) => {
    if (busy) return;
    setBusy(true);
    setResult(null);
    try {
      setResult({ ok: true, text: await onSave(period, limit) });
      setAmount('');
    } catch (error) {
      setResult({ ok: false, text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  const save = () => {
    // The limit is an amount like any other (#35 item 5): what the member typed, or refused with
    // the field's reason (AmountInput shows it), never repaired into another number.
    const reading = readAmountInput(amount);
    if (!reading.ok) return setFieldError(reading.reason);
    const value = amountToSend(amount);
    if (value === null) return setFieldError(T.amountRequired);
    setFieldError(null);
    void send(value);
  };

  return (
    <Card title={T.limitsTitle}>
      <p className="money-hint">{T.limitsHint}</p>
      <ul className="resp-limits" aria-label={T.limitsTitle}>
        {limits.map((l) => {
          const row = limitRowView(l);
          return (
            <li key={l.period} className="resp-limit" data-testid={`limit-${l.period}`}>
              <div className="resp-limit__head">
                <span className="resp-limit__label">{row.label}</span>
                <strong>{row.limit}</strong>
              </div>
              {row.used !== null ? (
                <p className="resp-limit__usage">
                  {T.used} {row.used} · {T.remaining} <span data-testid={`limit-${l.period}-left`}>{row.remaining}</span>
                </p>
              ) : null}
              {row.pending ? (
                <p className="resp-limit__pending">
                  <Tag tone="warning">{T.pendingTag}</Tag> <span>{row.pending}</span>
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <form
        className="money-form resp-limit-form"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div className="money-choices" role="radiogroup" aria-label={T.periodLabel}>
          {DEPOSIT_LIMIT_PERIODS.map((p) => (
            <button key={p} type="button" role="radio" aria-checked={p === period} className="money-choice" onClick={() => setPeriod(p)}>
              {DEPOSIT_LIMIT_LABELS[p]}
            </button>
          ))}
        </div>
        <AmountInput
          label={T.amountLabel}
          value={amount}
          onValueChange={(v) => {
            setAmount(v);
            setFieldError(null);
          }}
          placeholder={T.amountPlaceholder}
          error={fieldError}
        />
        {result ? (
          <p className={result.ok ? 'money-notice money-notice--ok' : 'money-alert'} role={result.ok ? 'status' : 'alert'}>
            {result.text}
          </p>
        ) : null}
        <div className="resp-actions">
          <Button type="submit" variant="primary" loading={busy} disabled={busy}>
            {T.save}
          </Button>
          {current?.limit !== null && current?.limit !== undefined ? (
            <Button type="button" disabled={busy} onClick={() => void send(null)}>
              {T.remove}
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
