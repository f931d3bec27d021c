import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, validateConfirmPassword, validatePassword } from '@site/validation';

/** The password rule as the member reads it, from the same limits the check uses. */
export const NEW_PASSWORD_HINT = `${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}位，须包含字母和数字`;

export interface NewPasswordErrors {
  password: string | null;
  confirm: string | null;
}

/**
 * A new password and its confirmation. When the member changes a password they know
 * (`oldPassword`), the new one must differ from it.
 */
export function newPasswordErrors(password: string, confirm: string, oldPassword?: string): NewPasswordErrors {
  const same = oldPassword !== undefined && password === oldPassword ? '新密码不能与原密码相同' : null;
  return {
    password: validatePassword(password) ?? same,
    confirm: validateConfirmPassword(password, confirm),
  };
}
