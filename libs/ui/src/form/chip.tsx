import type { ReactNode } from 'react';
import { cx } from '../class-names';
import '../styles/controls.css';

interface ChipProps {
  /** The component's own element class (`site-amount__preset`), kept for its layout and for tests. */
  className: string;
  selected: boolean;
  onClick: () => void;
  children: ReactNode;
}

/**
 * A quick pick that is a toggle button: AmountInput's preset amounts and DateRangePicker's preset
 * ranges. A part of those two, not a component of the library (lower-case file, no story).
 */
export function Chip({ className, selected, onClick, children }: ChipProps) {
  return (
    <button type="button" className={cx('site-chip', className, selected && 'is-selected')} aria-pressed={selected} onClick={onClick}>
      {children}
    </button>
  );
}
