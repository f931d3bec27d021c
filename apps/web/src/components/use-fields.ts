import { useState } from 'react';

/** What a text field (ui's Input, PasswordInput, Select, CaptchaInput) takes from its form. */
export interface FieldProps {
  value: string;
  onValueChange: (value: string) => void;
  error: string | null | undefined;
}

export interface Fields<Name extends string> {
  values: Record<Name, string>;
  set: (name: Name, value: string) => void;
  /** The props of the field for `name`, so a field is written as `<Input label=… {...field('name')} />`. */
  field: (name: Name) => FieldProps;
}

/**
 * The typed values of a form's text fields, read with the errors the form found (the form keeps
 * its errors: when they are found and cleared is each form's own rule). `onEdit` runs after each
 * change the member makes, for a form that clears a field's error as it is edited.
 */
export function useFields<Name extends string>(
  initial: Record<Name, string> | (() => Record<Name, string>),
  // NoInfer: the names are the values' keys; the errors may name more (a checkbox's) or fewer.
  errors: Partial<Record<NoInfer<Name>, string | null | undefined>>,
  onEdit?: (name: Name) => void,
): Fields<Name> {
  const [values, setValues] = useState(initial);
  const set = (name: Name, value: string) => setValues((old) => ({ ...old, [name]: value }));
  const field = (name: Name): FieldProps => ({
    value: values[name],
    onValueChange: (value) => {
      set(name, value);
      onEdit?.(name);
    },
    error: errors[name],
  });
  return { values, set, field };
}
