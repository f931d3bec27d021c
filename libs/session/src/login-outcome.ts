import { LOGIN_CODES, RESPONSIBLE_CODES, codeMeaning } from '@site/api-contract';
import { BusinessError, MESSAGES, readableMessage } from '@site/api-client';

/** What the form does with its image captcha after a failed attempt. */
export type CaptchaAction = 'show' | 'refresh' | 'keep';

export interface LoginFailure {
  /** The Chinese text the member reads. */
  message: string;
  captcha: CaptchaAction;
}

/** Codes with which the platform asks for an image captcha (first time or a harder one). */
const CAPTCHA_ASKED: readonly number[] = [
  LOGIN_CODES.IMAGE_CODE_ONE.code,
  LOGIN_CODES.EXTREME_CODE_ONE.code,
  LOGIN_CODES.EXTREME_CODE_TWO.code,
  LOGIN_CODES.IP_UNUSUAL.code,
  LOGIN_CODES.FACILITY_UNUSUAL.code,
  LOGIN_CODES.BOTH_UNUSUAL.code,
  LOGIN_CODES.LONG_TIME_ERROR.code,
];

/** Codes after which the captcha that was typed is spent and a new one is needed. */
const CAPTCHA_SPENT: readonly number[] = [
  LOGIN_CODES.IMAGE_CODE_ERROR.code,
  LOGIN_CODES.IMAGE_NETWORK_ERROR.code,
  LOGIN_CODES.NAME_ERROR.code,
  LOGIN_CODES.LIMIT_CODE.code,
  // Issue #22: the platform checks the captcha before it refuses a time-out or self-exclusion.
  RESPONSIBLE_CODES.TIME_OUT_ACTIVE.code,
  RESPONSIBLE_CODES.SELF_EXCLUDED.code,
];

function codeOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const code = Number((error as { code: unknown }).code);
  return Number.isFinite(code) ? code : null;
}

function serverText(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

/**
 * SPEC §8 login codes, SPEC-NOTES 16: the member reads the server's message; an empty one falls
 * back to the code's Chinese meaning, and any other failure to the HTTP layer's text. Never throws.
 */
export function loginFailure(error: unknown): LoginFailure {
  const code = codeOf(error);
  const raw = serverText(error).trim();
  const fallback = code === null ? undefined : codeMeaning(code);
  // BusinessError fills an empty server message with its generic default: the code's own meaning
  // says more, so it wins when the server said nothing.
  const unknownDefault = error instanceof BusinessError && raw === MESSAGES.unknownBusiness;
  const message = raw === '' || unknownDefault ? (fallback ?? readableMessage('')) : readableMessage(raw);
  let captcha: CaptchaAction = 'keep';
  if (code !== null && CAPTCHA_ASKED.includes(code)) captcha = 'show';
  else if (code !== null && CAPTCHA_SPENT.includes(code)) captcha = 'refresh';
  return { message, captcha };
}
