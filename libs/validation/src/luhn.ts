/** The Luhn (mod 10) check digit test used by bank card numbers. Digits only; "" fails. */
export function passesLuhn(digits: string): boolean {
  if (typeof digits !== 'string' || !/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let digit = Number(digits[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}
