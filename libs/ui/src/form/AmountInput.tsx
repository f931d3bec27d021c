import { amountRewrite, amountRewriteText, formatNumber, mergeAmountRewrites, sanitizeAmount } from '@site/validation';
import type { AmountRewrite } from '@site/validation';
import { useEffect, useRef, useState } from 'react';
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

/**
 * Keeps only a valid amount (digits, one point, 2 decimals) whatever is typed or pasted, and says
 * so under the field whenever that changed what the member typed (issue #27 item 1: `-5` became 5
 * without a word). The note names every rewrite of the editing session (已去除无效字符 “-”, …) and
 * goes when the member empties the field or the amount is set from outside (a preset, 全部).
 */
export function AmountInput({ symbol = '¥', presets, onValueChange, value, className, hint, ...props }: AmountInputProps) {
  const [rewrite, setRewrite] = useState<AmountRewrite | null>(null);
  // The last value this field itself produced: any other value came from outside.
  const emitted = useRef(value);
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    setRewrite(null);
  }, [value]);

  const change = (raw: string) => {
    const clean = sanitizeAmount(raw);
    const found = amountRewrite(raw);
    if (found) setRewrite((previous) => mergeAmountRewrites(previous, found));
    else if (clean === '') setRewrite(null);
    emitted.current = clean;
    onValueChange(clean);
  };

  const note = rewrite ? (
    <span className="site-amount__rewrite" role="status" data-testid="amount-rewrite">
      {amountRewriteText(rewrite)}
    </span>
  ) : null;

  return (
    <div className={cx('site-amount', className)}>
      <Input
        {...props}
        value={value}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        prefix={symbol}
        hint={
          note || hint ? (
            <>
              {note}
              {hint ? <span className="site-amount__hint">{hint}</span> : null}
            </>
          ) : undefined
        }
        onValueChange={change}
      />
      {presets && presets.length > 0 ? (
        <div className="site-amount__presets" role="group" aria-label={UI_MESSAGES.quickAmounts}>
          {presets.map((preset) => {
            const text = String(preset);
            const selected = sanitizeAmount(text) === value;
            return (
              <Chip key={preset} className="site-amount__preset" selected={selected} onClick={() => onValueChange(sanitizeAmount(text))}>
                {formatNumber(preset).replace(/\.00$/, '')}
              </Chip>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
