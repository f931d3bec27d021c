import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/**
 * AES in the contract's format (AES_FORMAT): CBC, PKCS7, UTF-8 key and iv of 16 characters,
 * standard base64 ciphertext, UTF-8 plaintext. crypto-js defaults to CBC and PKCS7, and with a
 * WordArray key it neither derives a key nor adds a salt, so the text is the bare ciphertext.
 */
export function aesEncrypt(plain: string, key: string, iv: string): string {
  return AES.encrypt(plain, Utf8.parse(key), { iv: Utf8.parse(iv) }).toString();
}

/** The plaintext, or null when the text is not a ciphertext of this key and iv. Never throws. */
export function aesDecrypt(cipherText: unknown, key: string, iv: string): string | null {
  if (typeof cipherText !== 'string' || cipherText === '') return null;
  try {
    const plain = AES.decrypt(cipherText, Utf8.parse(key), { iv: Utf8.parse(iv) }).toString(Utf8);
    return plain === '' ? null : plain;
  } catch {
    // A wrong key or a damaged text decrypts to bytes that are not UTF-8.
    return null;
  }
}

/** JSON.parse that reports failure instead of throwing. */
export function parseJson(text: string | null): { ok: true; value: unknown } | { ok: false } {
  if (text === null) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
