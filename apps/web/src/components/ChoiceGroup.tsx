import type { ReactNode } from 'react';
import './money.css';

interface ChoiceGroupProps<Value extends string | number> {
  /** Names the group for screen readers; the visible title is the card's or the field's. */
  label: string;
  options: readonly Value[];
  value: Value;
  onChange: (value: Value) => void;
  optionLabel: (value: Value) => ReactNode;
  disabled?: boolean;
  /** A page's own layout on top of the shared chips. */
  className?: string;
}

/** One of a few short options as a row of chips: a radio group, each chip a button. */
export function ChoiceGroup<Value extends string | number>({ label, options, value, onChange, optionLabel, disabled, className }: ChoiceGroupProps<Value>) {
  return (
    <div className={className ? `money-choices ${className}` : 'money-choices'} role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <button key={option} type="button" role="radio" aria-checked={option === value} className="money-choice" disabled={disabled} onClick={() => onChange(option)}>
          {optionLabel(option)}
        </button>
      ))}
    </div>
  );
}
