import { sanitizeAmount, formatNumber } from '@site/validation';
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

/** Keeps only a valid amount (digits, one point, 2 decimals) whatever is typed or pasted. */
export function AmountInput({ symbol = '¥', presets, onValueChange, value, className, ...props }: AmountInputProps) {
  return (
    <div className={cx('site-amount', className)}>
      <Input
        {...props}
        value={value}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        prefix={symbol}
        onValueChange={(raw) => onValueChange(sanitizeAmount(raw))}
      />
      {presets && presets.length > 0 ? (
        <div className="site-amount__presets" role="group" aria-label={UI_MESSAGES.quickAmounts}>
          {presets.map((preset) => {
            const text = String(preset);
            const selected = sanitizeAmount(text) === value;
            return (
              <button
                key={preset}
                type="button"
                className={cx('site-amount__preset', selected && 'is-selected')}
                aria-pressed={selected}
                onClick={() => onValueChange(sanitizeAmount(text))}
              >
                {formatNumber(preset).replace(/\.00$/, '')}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
