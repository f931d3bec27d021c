import { PasswordInput } from '@site/ui';
import type { FieldProps } from '../../components/use-fields';
import { NEW_PASSWORD_HINT } from './new-password';

/** Registration sets the first password; reset and change set a new one. */
const WORDS = {
  first: { password: '密码', confirm: '确认密码', confirmPlaceholder: '请再次输入密码' },
  renew: { password: '新密码', confirm: '确认新密码', confirmPlaceholder: '请再次输入新密码' },
} as const;

interface NewPasswordFieldsProps {
  kind: keyof typeof WORDS;
  /** The form's fields (useFields), with the errors `newPasswordErrors` found. */
  field: (name: 'password' | 'confirm') => FieldProps;
  disabled?: boolean;
}

/** A new password and its confirmation, checked by `newPasswordErrors`. */
export function NewPasswordFields({ kind, field, disabled }: NewPasswordFieldsProps) {
  const words = WORDS[kind];
  const fields = [
    { label: words.password, placeholder: NEW_PASSWORD_HINT, ...field('password') },
    { label: words.confirm, placeholder: words.confirmPlaceholder, ...field('confirm') },
  ];
  return (
    <>
      {fields.map((field) => (
        // Both are new: the browser's password manager offers to generate and save, not to fill.
        <PasswordInput key={field.label} {...field} autoComplete="new-password" disabled={disabled} required />
      ))}
    </>
  );
}
