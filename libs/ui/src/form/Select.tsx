import type { ReactNode, SelectHTMLAttributes } from 'react';
import { UI_MESSAGES } from '../messages';
import { Field, fieldErrorId, useControlId } from './field';
import './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  label: ReactNode;
  options: readonly SelectOption[];
  value: string;
  onValueChange: (value: string) => void;
  /** Shown as the empty first choice; default "请选择". Pass null for none. */
  placeholder?: string | null;
  error?: ReactNode;
  hideLabel?: boolean;
}

/**
 * A native select: the phone's own picker wheel on mobile, full keyboard and screen-reader
 * support for free, and no JavaScript weight.
 */
export function Select({
  label,
  options,
  value,
  onValueChange,
  placeholder = UI_MESSAGES.selectPlaceholder,
  error,
  hideLabel = false,
  id,
  className,
  ...rest
}: SelectProps) {
  const selectId = useControlId(id, 'select');
  return (
    <Field controlId={selectId} label={label} hideLabel={hideLabel} block="site-select" className={className} error={error}>
      <select
        {...rest}
        id={selectId}
        className="site-select__native"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(selectId) : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {placeholder === null ? null : (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <svg className="site-select__arrow" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </Field>
  );
}
