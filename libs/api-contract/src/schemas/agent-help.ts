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

/**
 * A page of this site (`/mine/finance/deposit`, `/help/ck`): the help content may link only
 * there. No scheme, no `//host`, no backslash: a platform's text can never send a member to
 * another site or run a script through a link.
 */
export const sitePathSchema = z.string().regex(/^\/(?![/\\])[A-Za-z0-9\-._~/?=&%#$]*$/);

const isSitePath = (href: string) => sitePathSchema.safeParse(href).success;

/**
 * A run of text: plain strings and links to the site's own pages. A link anywhere else (another
 * site, a script) is not followed and does not fail the topic either (issue #35 item 7): it reads
 * as its plain text, and the rest of the help text is shown.
 */
export const helpInlineSchema = z
  .array(
    z.union([
      z.string().min(1),
      z
        .object({ text: z.string().min(1), href: z.string() })
        .transform((part): string | { text: string; href: string } => (isSitePath(part.href) ? part : part.text)),
    ]),
  )
  .min(1);

/**
 * One block of a help topic. The site renders each kind as its own element (heading, paragraph,
 * list, numbered steps, a tip, a button-like link): the platform sends structure, never HTML.
 * A button-like link off the site is left out of the topic (see helpDetailSchema's blocks).
 */
export const helpBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('h'), text: z.string().min(1) }),
  z.object({ type: z.literal('p'), text: helpInlineSchema }),
  z.object({ type: z.literal('ul'), items: z.array(helpInlineSchema).min(1) }),
  z.object({ type: z.literal('ol'), items: z.array(helpInlineSchema).min(1) }),
  z.object({ type: z.literal('steps'), items: z.array(helpInlineSchema).min(1) }),
  z.object({ type: z.literal('note'), text: helpInlineSchema }),
  z.object({ type: z.literal('link'), text: z.string().min(1), href: z.string() }),
]);

const helpTopicFields = {
  slug: helpSlugSchema,
  title: z.string(),
  /** The help index's section (新手入门, 存取款…), in the order the list gives. */
  group: z.string(),
  /** One line under the title in the index. */
  summary: z.string(),
};
/** The index: every topic with the plain text of its body, so the site searches without a call per word. */
export const helpListSchema = z.array(z.object({ ...helpTopicFields, text: z.string() }));
export const helpDetailRequestSchema = z.object({ slug: helpSlugSchema });
export const helpDetailSchema = z.object({
  ...helpTopicFields,
  /** The date the text was last revised, `YYYY-MM-DD`. */
  updatedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  blocks: z
    .array(helpBlockSchema)
    .min(1)
    .transform((blocks) => blocks.filter((block) => block.type !== 'link' || isSitePath(block.href))),
});

export const downloadInfoSchema = z.object({
  iosUrl: z.string(),
  androidUrl: z.string(),
  version: z.string(),
  qrCode: z.string(),
  features: z.array(z.string()),
});

export type HelpInline = z.infer<typeof helpInlineSchema>;
export type HelpBlock = z.infer<typeof helpBlockSchema>;
export type HelpListItem = z.infer<typeof helpListSchema>[number];
export type HelpDetail = z.infer<typeof helpDetailSchema>;
export type DownloadInfo = z.infer<typeof downloadInfoSchema>;
