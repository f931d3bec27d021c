/**
 * Rules of the member's own forms: profile (nickname, email, birthday) and feedback. Like
 * form-rules.ts, each returns a Chinese message (MESSAGES) or null, and never throws. Widths are
 * SPEC §5's text width (a character above code 255 counts 2), so a counter and a rule agree.
 */
import {
  EMAIL_MAX_LENGTH,
  FEEDBACK_CONTACT_MAX_LENGTH,
  FEEDBACK_MAX_WIDTH,
  FEEDBACK_MIN_LENGTH,
  MEMBER_MAX_AGE,
  MEMBER_MIN_AGE,
  NICKNAME_MAX_WIDTH,
  NICKNAME_MIN_WIDTH,
} from './form-limits';
import { MESSAGES } from './messages';
import { textWidth } from './text-width';

const NICKNAME = /^[\p{Script=Han}A-Za-z0-9_]+$/u;
// The platform's own email rule (zod's "practical email"): what the form accepts, it accepts.
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function validateNickname(value: string): string | null {
  const name = text(value).trim();
  if (name === '') return MESSAGES.nicknameRequired;
  if (!NICKNAME.test(name)) return MESSAGES.nicknameCharacters;
  const width = textWidth(name);
  if (width < NICKNAME_MIN_WIDTH || width > NICKNAME_MAX_WIDTH) return MESSAGES.nicknameWidth;
  return null;
}

export function validateEmail(value: string): string | null {
  const email = text(value).trim();
  if (email === '') return MESSAGES.emailRequired;
  if (email.length > EMAIL_MAX_LENGTH) return MESSAGES.emailTooLong;
  return EMAIL.test(email) ? null : MESSAGES.emailInvalid;
}

/** A `YYYY-MM-DD` that exists on the calendar (no 2月30日). */
export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(text(value));
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * A birthday as `YYYY-MM-DD`: a real date, the member at least 18 and at most 100 years old on
 * `today` (`YYYY-MM-DD`, the caller's calendar day: Beijing time on this site).
 */
export function validateBirthday(value: string, today: string): string | null {
  const birthday = text(value).trim();
  if (birthday === '') return MESSAGES.birthdayRequired;
  if (!isCalendarDate(birthday) || !isCalendarDate(today)) return MESSAGES.birthdayInvalid;
  const year = Number(today.slice(0, 4));
  const monthDay = today.slice(4);
  // Same-format dates compare as strings; "YYYY-MM-DD" years back on the same month and day.
  if (birthday > `${String(year - MEMBER_MIN_AGE).padStart(4, '0')}${monthDay}`) return MESSAGES.birthdayTooYoung;
  if (birthday < `${String(year - MEMBER_MAX_AGE).padStart(4, '0')}${monthDay}`) return MESSAGES.birthdayTooOld;
  return null;
}

/** What a feedback box's counter shows: the text's width against the limit. */
export function feedbackCount(value: string): { width: number; max: number; over: boolean } {
  const width = textWidth(text(value));
  return { width, max: FEEDBACK_MAX_WIDTH, over: width > FEEDBACK_MAX_WIDTH };
}

export function validateFeedbackContent(value: string): string | null {
  const content = text(value).trim();
  if (content === '') return MESSAGES.feedbackRequired;
  if ([...content].length < FEEDBACK_MIN_LENGTH) return MESSAGES.feedbackTooShort;
  if (textWidth(content) > FEEDBACK_MAX_WIDTH) return MESSAGES.feedbackTooLong;
  return null;
}

/** Optional: empty is fine. */
export function validateFeedbackContact(value: string): string | null {
  return text(value).trim().length > FEEDBACK_CONTACT_MAX_LENGTH ? MESSAGES.contactTooLong : null;
}
