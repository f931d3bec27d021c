import { PasswordInput } from '@site/ui';
import { NEW_PASSWORD_HINT } from './new-password';
import type { NewPasswordErrors } from './new-password';

/** Registration sets the first password; reset and change set a new one. */
const WORDS = {
  first: { password: '密码', confirm: '确认密码', confirmPlaceholder: '请再次输入密码' },
  renew: { password: '新密码', confirm: '确认新密码', confirmPlaceholder: '请再次输入新密码' },
} as const;

interface NewPasswordFieldsProps {
  kind: keyof typeof WORDS;
  password: string;
  onPassword: (value: string) => void;
  confirm: string;
  onConfirm: (value: string) => void;
  errors: Partial<NewPasswordErrors>;
  disabled?: boolean;
}

/** A new password and its confirmation, checked by `newPasswordErrors`. */
export function NewPasswordFields({ kind, password, onPassword, confirm, onConfirm, errors, disabled }: NewPasswordFieldsProps) {
  const words = WORDS[kind];
  const fields = [
    { label: words.password, placeholder: NEW_PASSWORD_HINT, value: password, onValueChange: onPassword, error: errors.password },
    { label: words.confirm, placeholder: words.confirmPlaceholder, value: confirm, onValueChange: onConfirm, error: errors.confirm },
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
