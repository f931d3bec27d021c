import { z } from 'zod';
import { SITE_ID } from '../headers';
import { PLATFORM_CATEGORIES, isVenueCode } from '../venues';
import type { VenueCode } from '../venues';

/** Any well-formed venue code the platform lists (its shape, not a fixed list; see VenueCode). */
export const venueCodeSchema = z.custom<VenueCode>(isVenueCode, { message: '场馆代码格式不正确' });

/** `POST /game/api/v1/venue/launch` body, every field of SPEC §7. */
export const venueLaunchRequestSchema = z.object({
  enName: venueCodeSchema,
  appSendMoney: z.number().int().default(0),
  activity: z.string().default(''),
  gameCode: z.string().default(''),
  https: z.number().int().default(1),
  isApp: z.number().int().default(0),
  isSure: z.number().int().default(1),
  isPreload: z.number().int().default(0),
  isManualLaunch: z.number().int().default(0),
  siteId: z.number().int().default(SITE_ID),
  temporaryParam: z.string().default(''),
});
export type VenueLaunchRequest = z.input<typeof venueLaunchRequestSchema>;

/** The launch response fields the site reads (SPEC §3). */
export const venueLaunchSchema = z.object({
  url: z.string(),
  h5Url: z.string(),
  token: z.string(),
  apiUrl: z.string(),
  activityUrl: z.string(),
  resource: z.string(),
  /** OBTY's requestId for `GET {token}?merchantCode` and the counts. Empty for other venues. */
  requestId: z.string(),
  merchantCode: z.string(),
  expiresAt: z.number().int(),
});
export type VenueLaunch = z.infer<typeof venueLaunchSchema>;

export const venueListRequestSchema = z.object({ category: z.enum(PLATFORM_CATEGORIES).optional() }).optional();
export const venueItemSchema = z.object({
  code: z.string(),
  title: z.string(),
  category: z.enum(PLATFORM_CATEGORIES),
  status: z.number().int(),
  iconUrl: z.string(),
});
export const venueListSchema = z.array(venueItemSchema);

export const platformCountRequestSchema = z.object({ requestId: z.string().min(1) });
export const platformCountSchema = z.record(z.enum(PLATFORM_CATEGORIES), z.number().int().nonnegative());
export type PlatformCount = z.infer<typeof platformCountSchema>;

/**
 * OBTY: the launch reply's `token` is a URL on the venue origin. `GET {token}?merchantCode=…` with
 * header requestId answers a venue envelope (`status_code` 0) with this data, or 400401 when the
 * launch has expired (message contains "已过期"). FBTY answers 14010 for an expired Authorization.
 */
export const obtyTokenReplySchema = z.object({ token: z.string(), merchantCode: z.string() });
/** OBTY `GET /yewu12/api/user/getUserInfo?token=` reply: data.userId becomes cuid. */
export const obtyUserInfoSchema = z.object({ userId: z.string(), userName: z.string() });
