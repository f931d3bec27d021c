import { z } from 'zod';
import { CARD_KINDS } from '../domain-constants';
import { INFO_AUDIT_KINDS, INFO_AUDIT_STATUS } from '../member-centre';

export { INFO_AUDIT_KINDS, INFO_AUDIT_STATUS } from '../member-centre';

// ── 资料审核 (info review) ───────────────────────────────────────────────────────────────────
/**
 * One thing the member submitted and its review. `detail` is already masked by the platform
 * (`**** 8866`, `王*`); `reason` says why a review failed ('' otherwise).
 */
export const infoAuditItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INFO_AUDIT_KINDS),
  /** Which card or account a CARD review is about; null for the other kinds. */
  cardKind: z.enum(CARD_KINDS).nullable(),
  title: z.string(),
  detail: z.string(),
  status: z.union([z.literal(INFO_AUDIT_STATUS.pending), z.literal(INFO_AUDIT_STATUS.approved), z.literal(INFO_AUDIT_STATUS.rejected)]),
  reason: z.string(),
  submittedAt: z.number().int(),
  reviewedAt: z.number().int().nullable(),
});
export type InfoAuditItem = z.infer<typeof infoAuditItemSchema>;
/** Newest submission first. */
export const infoAuditSchema = z.object({ list: z.array(infoAuditItemSchema) });
