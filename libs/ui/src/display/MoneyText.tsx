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
  const negative = text.startsWith('-');
  const positive = !negative && Number(String(value).replace(/,/g, '')) > 0;
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
