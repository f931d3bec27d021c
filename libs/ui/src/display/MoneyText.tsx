import { formatMoney, formatNumber } from '@site/validation';
import { cx } from '../class-names';
import { UI_MESSAGES } from '../messages';
import './MoneyText.css';

export interface MoneyTextProps {
  value: number | string;
  /** Currency sign; null for a bare number. Default "¥". */
  symbol?: string | null;
  /** Colours gains and losses and writes an explicit "+" for gains. */
  signed?: boolean;
  /** Shows **** (the member hid the balance). */
  hidden?: boolean;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/** An amount with thousands separators and 2 decimals, per SPEC §5. */
export function MoneyText({ value, symbol = '¥', signed = false, hidden = false, size = 'medium', className }: MoneyTextProps) {
  if (hidden) {
    return (
      <span className={cx('site-money', `site-money--${size}`, className)}>
        <span aria-hidden="true">****</span>
        <span className="site-visually-hidden">{UI_MESSAGES.hiddenAmount}</span>
      </span>
    );
  }
  const text = symbol === null ? formatNumber(value) : formatMoney(value, symbol);
  // The sign and colour follow the text the member reads, not the raw value: 0.001 shows as
  // ¥0.00, which is neither a gain nor a loss.
  const negative = text.startsWith('-');
  const positive = !negative && /[1-9]/.test(text);
  return (
    <span
      className={cx(
        'site-money',
        `site-money--${size}`,
        signed && negative && 'site-money--expense',
        signed && positive && 'site-money--income',
        className,
      )}
    >
      {signed && positive ? '+' : ''}
      {text}
    </span>
  );
}
