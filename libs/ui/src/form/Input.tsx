import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from '../class-names';
import { UI_MESSAGES } from '../messages';
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
  const generated = useId();
  const inputId = id ?? `${generated}-input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = cx(error ? errorId : null, hint ? hintId : null) || undefined;

  return (
    <div className={cx('site-field', error ? 'has-error' : null, disabled && 'is-disabled', className)}>
      <label htmlFor={inputId} className={hideLabel ? 'site-visually-hidden' : 'site-field__label'}>
        {label}
        {required ? (
          <span className="site-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className="site-field__control">
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
            className="site-field__icon-button"
            aria-label={UI_MESSAGES.clear}
            onClick={() => onValueChange('')}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.35" />
              <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
        {suffix}
      </div>
      {hint ? (
        <p id={hintId} className="site-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="site-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
