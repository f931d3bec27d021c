import { AmountInput, Button } from '@site/ui';

interface AmountRowProps {
  label: string;
  value: string;
  /** What the member types and what the all button puts in the field both come here. */
  onValueChange: (value: string) => void;
  placeholder: string;
  error: string | null;
  hint?: string;
  /** The button's text (全部, 全部取出) and the amount it fills in. */
  allText: string;
  allValue: string;
}

/** A money form's amount with a button beside it that fills in all the member can move. */
export function AmountRow({ label, value, onValueChange, placeholder, error, hint, allText, allValue }: AmountRowProps) {
  return (
    <div className="money-row">
      <AmountInput label={label} value={value} onValueChange={onValueChange} placeholder={placeholder} error={error} hint={hint} />
      <Button size="small" onClick={() => onValueChange(allValue)}>
        {allText}
      </Button>
    </div>
  );
}
