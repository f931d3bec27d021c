import { UI_MESSAGES } from '../messages';
import { cx } from '../class-names';
import './Spinner.css';

export interface SpinnerProps {
  /** Announced to assistive technology; also shown when `showLabel`. */
  label?: string;
  showLabel?: boolean;
  size?: number;
  className?: string;
}

export function Spinner({ label = UI_MESSAGES.loading, showLabel = false, size = 20, className }: SpinnerProps) {
  return (
    <span className={cx('site-spinner', className)} role="status">
      <span className="site-spinner__ring" style={{ width: size, height: size }} aria-hidden="true" />
      <span className={showLabel ? 'site-spinner__label' : 'site-visually-hidden'}>{label}</span>
    </span>
  );
}
