import { z } from 'zod';
import { CONFIG_MAP_KEYS } from '../domain-constants';
import { DEFAULT_PLATFORM_TYPE } from '../headers';

export { CONFIG_MAP_KEYS, NOTICE_CATEGORY } from '../domain-constants';

export const preInfoRequestSchema = z.object({
  platformType: z.number().int().default(DEFAULT_PLATFORM_TYPE),
  timeout: z.number().int().positive().optional(),
});
export type PreInfoRequest = z.input<typeof preInfoRequestSchema>;

/** Pre-login site config: every field of SPEC §3, plus the map whose entry 51 is the chat host. */
export const preInfoSchema = z.object({
  SiteBaseConfigVo: z.object({ title: z.string(), webLogoTitleUrl: z.string() }),
  address: z.string(),
  disablePhones: z.array(z.string()),
  globePhoneNumber: z.string(),
  ip: z.string(),
  /** status 0 = under maintenance (SPEC-NOTES 2). */
  maintainConfig: z.object({ status: z.number().int(), message: z.string() }),
  siteFestivalSkin: z.string(),
  siteVideoActiveUrl: z.string(),
  siteVideoSkinOpen: z.boolean(),
  stopLogin: z.boolean(),
  stopRegister: z.boolean(),
  siteVideoVipMin: z.number().int(),
  siteVideoVipMax: z.number().int(),
  /** The `{secret}` of `/site/api/v1/sec/{secret}` that unlocks vvPretty (SPEC-NOTES 10). */
  secret: z.string(),
  configMap: z.record(z.string(), z.string()).refine((m) => typeof m[CONFIG_MAP_KEYS.chatHost] === 'string', {
    message: '缺少聊天室地址',
  }),
});
export type PreInfo = z.infer<typeof preInfoSchema>;

export const noticeListRequestSchema = z.object({ category: z.number().int() });

export const noticeSchema = z.object({
  id: z.number().int(),
  category: z.number().int(),
  title: z.string(),
  content: z.string(),
  createdAt: z.number().int(),
});
export type Notice = z.infer<typeof noticeSchema>;
export const noticeListSchema = z.array(noticeSchema);

export const stationAdSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
  sort: z.number().int(),
});
export const stationAdListSchema = z.array(stationAdSchema);

export const suspensionIconRequestSchema = z.object({ displayEquipment: z.string().default('1') });
export const suspensionIconSchema = z.array(
  z.object({ id: z.number().int(), name: z.string(), iconUrl: z.string(), linkUrl: z.string() }),
);

export const dividendLeadSchema = z.object({ show: z.boolean(), title: z.string(), content: z.string() });
export const dividendCheckSchema = z.object({
  list: z.array(
    z.object({ id: z.number().int(), title: z.string(), amount: z.number(), expiresAt: z.number().int() }),
  ),
});
export const dividendReceiveRequestSchema = z.object({ id: z.number().int() });
export const dividendReceiveSchema = z.object({ id: z.number().int(), amount: z.number(), balance: z.number() });

/** webTerminal accepts an arbitrary body (SPEC §7) and acknowledges it. */
export const webTerminalRequestSchema = z.record(z.string(), z.unknown());
export const webTerminalSchema = z.object({ received: z.boolean() });

export const namingListSchema = z.array(z.object({ code: z.string(), name: z.string() }));

export const popInfoSchema = z.object({
  show: z.boolean(),
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
});
