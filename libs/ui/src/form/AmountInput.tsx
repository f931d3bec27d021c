import { formatNumber, readAmountInput } from '@site/validation';
import { Chip } from './chip';
import { Input } from './Input';
import type { InputProps } from './Input';
import { cx } from '../class-names';
import { UI_MESSAGES } from '../messages';
import './AmountInput.css';

export interface AmountInputProps extends Omit<InputProps, 'type' | 'inputMode' | 'prefix'> {
  /** Currency sign before the number. */
  symbol?: string;
  /** Quick-pick amounts shown as chips under the field. */
  presets?: readonly number[];
}

/** A preset as the field would hold it, or null when it is not itself an amount (1e21, 100.005). */
function presetAmount(preset: number): string | null {
  const reading = readAmountInput(String(preset));
  return reading.ok && reading.amount !== '' ? reading.amount : null;
}

/**
 * A money field that never changes the number the member typed (issue #35 item 5: `-5` became 5,
 * `1e309` became 1309, and the confirm step offered that other number).
 *
 * Every change — a key, a paste, an IME commit, the clear button — is read whole with
 * readAmountInput. An amount is handed on as the rule writes it (only leading zeros go: "007" is
 * 7). Anything else is handed on exactly as typed and refused with its reason beside the field
 * (the error slot, role=alert), so the form cannot send it: its own check gives the same reason.
 *
 * Decision: a refused key or paste stays in the field rather than being swallowed. A swallowed
 * "-" while the member types "-5" without looking at the field leaves "5" — the very number the
 * issue says the form must not propose; the text as typed with the reason beside it shows the
 * member what is wrong and lets them correct it themselves.
 *
 * The form's own error (a limit, a failed submit) is shown instead of the refusal when it has one.
 */
export function AmountInput({ symbol = '¥', presets, onValueChange, value, className, error, ...props }: AmountInputProps) {
  const reading = readAmountInput(value);
  const refusal = reading.ok ? null : <span data-testid="amount-refused">{reading.reason}</span>;

  const change = (raw: string) => {
    const next = readAmountInput(raw);
    onValueChange(next.ok ? next.amount : raw);
  };

  const chips = (presets ?? []).flatMap((preset) => {
    const amount = presetAmount(preset);
    return amount === null ? [] : [{ preset, amount }];
  });

  return (
    <div className={cx('site-amount', className)}>
      <Input
        {...props}
        value={value}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        prefix={symbol}
        error={error ? error : refusal}
        onValueChange={change}
      />
      {chips.length > 0 ? (
        <div className="site-amount__presets" role="group" aria-label={UI_MESSAGES.quickAmounts}>
          {chips.map(({ preset, amount }) => (
            <Chip key={preset} className="site-amount__preset" selected={amount === value} onClick={() => onValueChange(amount)}>
              {formatNumber(preset).replace(/\.00$/, '')}
            </Chip>
          ))}
        </div>
      ) : null}
    </div>
  );
}
