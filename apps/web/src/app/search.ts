import { z } from 'zod';

/** `?url=` on a venue launch page: any string; the page checks its origin against the allowlist. */
export const venueSearch = z.object({ url: z.string().optional().catch(undefined) });

/** `/other/restrictionIp?name=`: the two notices of SPEC §8. */
export const restrictionSearch = z.object({
  name: z.enum(['access-caveat', 'access-alert']).optional().catch(undefined),
});

/** Where to return after login (only same-site paths). */
export const redirectSearch = z.object({
  redirect: z
    .string()
    .optional()
    .catch(undefined)
    .transform((v) => (v && v.startsWith('/') && !v.startsWith('//') ? v : undefined)),
});

/** Referral codes carried by a register link. */
export const registerSearch = z.object({
  i_code: z.string().optional().catch(undefined),
  r_code: z.string().optional().catch(undefined),
  r_bet: z.string().optional().catch(undefined),
  invite_code: z.string().optional().catch(undefined),
});
