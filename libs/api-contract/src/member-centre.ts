/**
 * Plain values of the member centre's calls (feedback, rebate, 资料审核), kept without zod like
 * domain-constants.ts, so a page that needs a bound or a status code does not bundle the schemas.
 * The schemas (schemas/engagement.ts, schemas/mine.ts) and the site's forms read the same numbers.
 */

/** Feedback text: at least this many characters (after trimming)… */
export const FEEDBACK_CONTENT_MIN_LENGTH = 5;
/**
 * …and at most this display width (SPEC §5 text width: a Chinese character counts 2), so a
 * member may write 250 Chinese characters or 500 letters. The platform's limit in characters is
 * the same number, which the width rule can never exceed.
 */
export const FEEDBACK_CONTENT_MAX_WIDTH = 500;
/** An optional way to reach the member about the feedback (phone, QQ, Telegram…). */
export const FEEDBACK_CONTACT_MAX_LENGTH = 50;

/** What a member submitted for review: identity, a card or payment account, a profile change. */
export const INFO_AUDIT_KINDS = ['IDENTITY', 'CARD', 'PROFILE'] as const;
export type InfoAuditKind = (typeof INFO_AUDIT_KINDS)[number];

/** A review's state: 审核中, 已通过, 未通过 (with a reason). */
export const INFO_AUDIT_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
export type InfoAuditStatus = (typeof INFO_AUDIT_STATUS)[keyof typeof INFO_AUDIT_STATUS];
