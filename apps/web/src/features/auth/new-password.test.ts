import { validateConfirmPassword, validatePassword } from '@site/validation';
import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD_HINT, newPasswordErrors } from './new-password';

describe('new password rules', () => {
  it('tells the member the rule the check applies', () => {
    expect(NEW_PASSWORD_HINT).toBe('8-20位，须包含字母和数字');
  });

  it('checks the password and that the confirmation repeats it', () => {
    expect(newPasswordErrors('abc12345', 'abc12345')).toEqual({ password: null, confirm: null });
    expect(newPasswordErrors('abc', 'abd')).toEqual({ password: validatePassword('abc'), confirm: validateConfirmPassword('abc', 'abd') });
  });

  it('refuses the old password as the new one only when the member changes a known password', () => {
    expect(newPasswordErrors('abc12345', 'abc12345', 'abc12345').password).toBe('新密码不能与原密码相同');
    expect(newPasswordErrors('abc12345', 'abc12345', 'other123').password).toBeNull();
    // The rule's own complaint comes first.
    expect(newPasswordErrors('abc', 'abc', 'abc').password).toBe(validatePassword('abc'));
  });
});
