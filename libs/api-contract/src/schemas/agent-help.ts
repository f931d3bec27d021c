import { z } from 'zod';
import { HELP_SLUGS } from '../domain-constants';
import { moneySchema, pageRequestSchema, pageSchema } from '../envelope';

export { HELP_SLUGS } from '../domain-constants';

// Only the schemas need these values (pages use their types): they load with the schemas.
/** Where a member's agent application stands. */
export const AGENT_APPLY_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
/** How an agent applicant is reached. */
export const AGENT_CONTACT_CHANNELS = ['wechat', 'qq', 'telegram'] as const;

export const agentInfoSchema = z.object({
  isAgent: z.boolean(),
  agentCode: z.string(),
  level: z.number().int(),
  teamSize: z.number().int(),
  monthCommission: moneySchema,
  totalCommission: moneySchema,
  promotionUrl: z.string(),
  /** The member's application: none yet, waiting for review, approved (isAgent) or rejected. */
  applyStatus: z.enum(AGENT_APPLY_STATUSES),
  /** Members who joined the team this month. */
  monthNewMembers: z.number().int(),
  /** Share of the team's net win paid as commission at this level, in percent. */
  commissionRate: z.number(),
});
export const agentMembersRequestSchema = pageRequestSchema;
export const agentMemberSchema = z.object({
  username: z.string(),
  registeredAt: z.number().int(),
  deposit: moneySchema,
  validBet: moneySchema,
});
export const agentMembersPageSchema = pageSchema(agentMemberSchema);
export const agentApplyRequestSchema = z.object({
  contact: z.string().min(3).max(40),
  /** From the agent_verify query parameter, when present. */
  agentVerify: z.string().max(64).optional(),
  realName: z.string().max(30).optional(),
  phone: z.string().max(20).optional(),
  channel: z.enum(AGENT_CONTACT_CHANNELS).optional(),
  /** How the applicant means to find members (optional). */
  plan: z.string().max(200).optional(),
});
export const agentApplySchema = z.object({ status: z.number().int() });

export const helpSlugSchema = z.enum(HELP_SLUGS);
export const helpListSchema = z.array(z.object({ slug: helpSlugSchema, title: z.string(), group: z.string() }));
export const helpDetailRequestSchema = z.object({ slug: helpSlugSchema });
export const helpDetailSchema = z.object({
  slug: helpSlugSchema,
  title: z.string(),
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
});

export const downloadInfoSchema = z.object({
  iosUrl: z.string(),
  androidUrl: z.string(),
  version: z.string(),
  qrCode: z.string(),
  features: z.array(z.string()),
});
