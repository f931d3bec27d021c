import { useState } from 'react';
import { UI_MESSAGES } from '../messages';
import { Input } from './Input';
import type { InputProps } from './Input';

export type PasswordInputProps = Omit<InputProps, 'type' | 'suffix'>;

export function PasswordInput({ autoComplete = 'current-password', ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      suffix={
        <button
          type="button"
          className="site-icon-button site-field__icon-button"
          aria-label={UI_MESSAGES.showPassword}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
            <circle cx="12" cy="12" r="3" fill="currentColor" />
            {visible ? null : <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" />}
          </svg>
        </button>
      }
    />
  );
}
