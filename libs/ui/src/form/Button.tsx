import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from '../class-names';
import { Spinner } from '../feedback/Spinner';
import './Button.css';

export type ButtonVariant = 'primary' | 'default' | 'danger' | 'text';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
  /** Shows a spinner and ignores clicks, so a money action cannot be submitted twice. */
  loading?: boolean;
  type?: 'button' | 'submit' | 'reset';
  icon?: ReactNode;
}

export function Button({
  variant = 'default',
  size = 'medium',
  block = false,
  loading = false,
  type = 'button',
  icon,
  className,
  children,
  onClick,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      className={cx(
        'site-button',
        `site-button--${variant}`,
        `site-button--${size}`,
        block && 'site-button--block',
        loading && 'is-loading',
        className,
      )}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? <Spinner size={16} /> : icon}
      {children}
    </button>
  );
}
