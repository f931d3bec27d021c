// TODO(contract): move to api-contract — names the contract does not hold yet.

/**
 * Local-storage key of the encrypted signature table (SPEC §7 signing fallback): a base64
 * AES ciphertext (SIGN_TABLE_AES) of a JSON object mapping a signing path to its signature.
 */
export const SIGN_TABLE_STORAGE_KEY = 'signTable';

/**
 * Local-storage key of the stored username whose hash feeds the encrypted-user header. The
 * session library writes it (its STORAGE_KEYS.username); the value must stay the same there.
 */
export const STORED_USERNAME_KEY = 'username';
