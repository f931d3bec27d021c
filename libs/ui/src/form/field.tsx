import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../class-names';

/**
 * The id a field's control gets: the caller's, or a generated one ending in `-<kind>`. The
 * label points at it, and the hint and error ids are derived from it (fieldHintId, fieldErrorId).
 */
export function useControlId(id: string | undefined, kind: string): string {
  const generated = useId();
  return id ?? `${generated}-${kind}`;
}

export const fieldHintId = (controlId: string) => `${controlId}-hint`;
export const fieldErrorId = (controlId: string) => `${controlId}-error`;

interface FieldProps {
  controlId: string;
  label: ReactNode;
  hideLabel: boolean;
  /** The control's own block class (`site-select`), placed after `site-field`. */
  block?: string;
  className?: string;
  error?: ReactNode;
  hint?: ReactNode;
  /** Marks the label with a red star (the control itself carries `required`). */
  required?: boolean;
  disabled?: boolean;
  /** The control and what stands around it, inside the bordered `.site-field__control` box. */
  children: ReactNode;
}

/**
 * The frame Input and Select share: a label that is always there (visually hidden on request),
 * the bordered control box, then the hint and the error (`role="alert"`) under it. A part of
 * those two, not a component of the library, hence the lower-case file (no story of its own).
 * Its styles are in Input.css; the control points `aria-describedby` at the ids above.
 */
export function Field({ controlId, label, hideLabel, block, className, error, hint, required, disabled, children }: FieldProps) {
  return (
    <div className={cx('site-field', block, error ? 'has-error' : null, disabled && 'is-disabled', className)}>
      <label htmlFor={controlId} className={hideLabel ? 'site-visually-hidden' : 'site-field__label'}>
        {label}
        {required ? (
          <span className="site-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className="site-field__control">{children}</div>
      {hint ? (
        <p id={fieldHintId(controlId)} className="site-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={fieldErrorId(controlId)} className="site-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
