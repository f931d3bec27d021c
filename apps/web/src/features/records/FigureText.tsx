import { MoneyText } from '@site/ui';
import { formatInteger } from '@site/validation';
import type { Figure } from './record-kinds';

/**
 * A record's value as the member reads it: money with thousands separators and 2 decimals,
 * counts (points, coins) without decimals; signed ones with "+" and the income or expense colour.
 */
export function FigureText({ figure, size = 'medium' }: { figure: Figure; size?: 'small' | 'medium' }) {
  if (figure.kind === 'text') return <span className="record-figure record-figure--text">{figure.value}</span>;
  if (figure.kind === 'money') return <MoneyText value={figure.value} symbol={null} signed={figure.signed ?? false} size={size} className="record-figure" />;
  const text = formatInteger(figure.value);
  const tone = !figure.signed || text === '0' ? '' : text.startsWith('-') ? ' record-figure--out' : ' record-figure--in';
  return (
    <span className={`record-figure record-figure--count${tone}`}>
      {figure.signed && tone === ' record-figure--in' ? '+' : ''}
      {text}
    </span>
  );
}
