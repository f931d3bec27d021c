import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from '../class-names';
import { UI_MESSAGES } from '../messages';
import { Field, fieldErrorId, fieldHintId, useControlId } from './field';
import '../styles/controls.css';
import './Input.css';

export interface InputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'prefix' | 'size'> {
  /** Always shown: a placeholder is not a label. */
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: ReactNode;
  hint?: ReactNode;
  prefix?: ReactNode;
  /** Controls at the end of the field (a password eye, a send-code button). */
  suffix?: ReactNode;
  /** Shows a clear button when there is text. */
  clearable?: boolean;
  /** Hides the label visually (it stays for screen readers) in compact layouts. */
  hideLabel?: boolean;
}

export function Input({
  label,
  value,
  onValueChange,
  error,
  hint,
  prefix,
  suffix,
  clearable = false,
  hideLabel = false,
  id,
  className,
  disabled,
  required,
  ...rest
}: InputProps) {
  const inputId = useControlId(id, 'input');
  const describedBy = cx(error ? fieldErrorId(inputId) : null, hint ? fieldHintId(inputId) : null) || undefined;

  return (
    <Field
      controlId={inputId}
      label={label}
      hideLabel={hideLabel}
      className={className}
      error={error}
      hint={hint}
      required={required}
      disabled={disabled}
    >
      {prefix ? <span className="site-field__prefix">{prefix}</span> : null}
      <input
        {...rest}
        id={inputId}
        className="site-field__input"
        value={value}
        disabled={disabled}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {clearable && value && !disabled ? (
        <button
          type="button"
          className="site-icon-button site-field__icon-button"
          aria-label={UI_MESSAGES.clear}
          onClick={() => onValueChange('')}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.35" />
            <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
      {suffix}
    </Field>
  );
}
