import { PASSWORD_MIN_LENGTH, PASSWORD_STRONG_LENGTH } from './form-limits';

export type PasswordStrength = 0 | 1 | 2 | 3;

/**
 * A meter for the registration and change-password forms, counting kinds of characters
 * (lower-case, upper-case, digits, anything else):
 * 0 = empty or shorter than a password may be (PASSWORD_MIN_LENGTH, 8); 1 = one kind (weak);
 * 2 = two kinds, or three kinds under PASSWORD_STRONG_LENGTH (10) characters (medium);
 * 3 = three or more kinds and at least 10 characters (strong).
 * It grades; whether a password is accepted is validatePassword's call.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (typeof password !== 'string') return 0;
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH) return 0;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((kind) => kind.test(password)).length;
  if (kinds <= 1) return 1;
  if (kinds === 2 || length < PASSWORD_STRONG_LENGTH) return 2;
  return 3;
}
