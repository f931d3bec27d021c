import { z } from 'zod';
import { chatHistoryHttpReplySchema, chatHistoryHttpRequestSchema } from './chat';
import { emptyDataSchema, emptyRequestSchema } from './envelope';
import type { ApiPathKey } from './paths';
import * as act from './schemas/activities';
import * as ah from './schemas/agent-help';
import * as eng from './schemas/engagement';
import * as fin from './schemas/finance';
import * as mem from './schemas/member';
import * as mine from './schemas/mine';
import * as rec from './schemas/records';
import * as resp from './schemas/responsible';
import * as site from './schemas/site';
import * as venue from './schemas/venue';
import { vvPrettyReplySchema } from './crypto-format';

export interface Endpoint {
  /** Body the path accepts (GET paths: ignored). */
  readonly request: z.ZodType;
  /** `data` of a successful reply. */
  readonly reply: z.ZodType;
  /** Needs a member token. */
  readonly auth: boolean;
  /** Moves money: needs the idempotency header. */
  readonly money?: boolean;
  readonly method?: 'GET' | 'POST';
}

function e<Q extends z.ZodType, R extends z.ZodType>(
  request: Q,
  reply: R,
  auth: boolean,
  extra: Pick<Endpoint, 'money' | 'method'> = {},
): Endpoint & { readonly request: Q; readonly reply: R } {
  return { request, reply, auth, ...extra };
}
const none = emptyRequestSchema;

/** For every path of API_PATHS: its request schema, its reply data schema and whether it needs login. */
export const API_SCHEMAS = {
  preInfo: e(site.preInfoRequestSchema.optional(), site.preInfoSchema, false),
  vvPretty: e(none, vvPrettyReplySchema, false, { method: 'GET' }),
  queryNoticeList: e(site.noticeListRequestSchema, site.noticeListSchema, false),
  queryStationAdList: e(z.unknown(), site.stationAdListSchema, false),
  suspensionIcon: e(site.suspensionIconRequestSchema.optional(), site.suspensionIconSchema, false),
  dividendLead: e(none, site.dividendLeadSchema, true),
  dividendCheck: e(none, site.dividendCheckSchema, true),
  dividendReceive: e(site.dividendReceiveRequestSchema, site.dividendReceiveSchema, true, { money: true }),
  webTerminal: e(site.webTerminalRequestSchema, site.webTerminalSchema, false),
  namingList: e(none, site.namingListSchema, false),
  popInfo: e(none, site.popInfoSchema, false),
  memberInfo: e(mem.memberInfoRequestSchema.optional(), mem.memberInfoSchema, true),
  memberJwt: e(mem.memberJwtRequestSchema, mem.memberJwtSchema, true),
  chatHistory: e(chatHistoryHttpRequestSchema, chatHistoryHttpReplySchema, true),
  venueLaunch: e(venue.venueLaunchRequestSchema, venue.venueLaunchSchema, true),

  captcha: e(mem.captchaRequestSchema, mem.captchaSchema, false),
  login: e(mem.loginRequestSchema, mem.loginReplySchema, false),
  register: e(mem.registerRequestSchema, mem.registerReplySchema, false),
  logout: e(none, emptyDataSchema, true),
  passwordChange: e(mem.passwordChangeRequestSchema, emptyDataSchema, true),
  passwordReset: e(mem.passwordResetRequestSchema, emptyDataSchema, false),
  memberUpdate: e(mem.memberUpdateRequestSchema, mem.memberInfoSchema, true),
  identityInfo: e(none, mem.identityInfoSchema, true),
  identityVerify: e(mem.identityVerifyRequestSchema, mem.identityInfoSchema, true),

  walletBalances: e(none, fin.walletBalancesSchema, true),
  walletTransfer: e(fin.transferRequestSchema, fin.transferReplySchema, true, { money: true }),
  walletRecallAll: e(none, fin.recallAllReplySchema, true, { money: true }),
  depositChannels: e(none, fin.depositChannelsSchema, true),
  depositCreate: e(fin.depositCreateRequestSchema, fin.depositOrderSchema, true, { money: true }),
  withdrawalInfo: e(none, fin.withdrawalInfoSchema, true),
  withdrawalApply: e(fin.withdrawalApplyRequestSchema, fin.withdrawalOrderSchema, true, { money: true }),
  auditList: e(none, fin.auditListSchema, true),

  bankList: e(none, fin.bankListSchema, false),
  cardList: e(fin.cardListRequestSchema, fin.cardListSchema, true),
  cardBind: e(fin.cardBindRequestSchema, fin.cardSchema, true),
  cardDelete: e(fin.cardDeleteRequestSchema, emptyDataSchema, true),

  transactionRecords: e(rec.transactionRecordRequestSchema, rec.transactionRecordPageSchema, true),
  betRecords: e(rec.betRecordRequestSchema, rec.betRecordPageSchema, true),
  giftRecords: e(rec.giftRecordRequestSchema, rec.giftRecordPageSchema, true),
  welfareRecords: e(rec.welfareRecordRequestSchema, rec.welfareRecordPageSchema, true),
  currencyRecords: e(rec.currencyRecordRequestSchema, rec.currencyRecordPageSchema, true),
  mallOrders: e(rec.mallOrderRequestSchema, rec.mallOrderPageSchema, true),
  coinRecords: e(rec.coinRecordRequestSchema, rec.coinRecordPageSchema, true),

  vipInfo: e(none, eng.vipInfoSchema, true),
  vipLevels: e(none, eng.vipLevelsSchema, false),
  mailList: e(eng.mailListRequestSchema, eng.mailPageSchema, true),
  mailRead: e(eng.mailIdsRequestSchema, eng.mailChangedSchema, true),
  mailDelete: e(eng.mailIdsRequestSchema, eng.mailChangedSchema, true),
  mailUnread: e(none, eng.mailUnreadSchema, true),
  feedbackSubmit: e(eng.feedbackSubmitRequestSchema, eng.feedbackSchema, true),
  feedbackList: e(eng.feedbackListRequestSchema, eng.feedbackPageSchema, true),

  mallItems: e(none, eng.mallItemsSchema, false),
  mallBuy: e(eng.mallBuyRequestSchema, eng.mallBuyReplySchema, true, { money: true }),
  rebateInfo: e(none, eng.rebateInfoSchema, true),
  rebateReceive: e(eng.rebateReceiveRequestSchema, eng.rebateReceiveReplySchema, true, { money: true }),

  infoAudit: e(none, mine.infoAuditSchema, true),

  activityList: e(act.activityListRequestSchema, act.activityListSchema, false),
  activityDetail: e(act.activityIdRequestSchema, act.activityDetailSchema, false),
  activityApply: e(act.activityIdRequestSchema, act.activityApplySchema, true, { money: true }),
  inviteInfo: e(none, act.inviteInfoSchema, true),
  peakBetInfo: e(none, act.peakBetInfoSchema, true),
  luckyFlipInfo: e(none, act.luckyFlipInfoSchema, true),
  luckyFlipDraw: e(act.luckyFlipDrawRequestSchema, act.luckyFlipDrawSchema, true, { money: true }),
  calendarList: e(act.calendarListRequestSchema, act.calendarListSchema, true),
  calendarCheckIn: e(none, act.calendarCheckInSchema, true, { money: true }),
  peakBetBoard: e(none, act.peakBetBoardSchema, false),
  calendarEvents: e(act.calendarEventsRequestSchema, act.calendarEventsSchema, false),

  agentInfo: e(none, ah.agentInfoSchema, true),
  agentMembers: e(ah.agentMembersRequestSchema, ah.agentMembersPageSchema, true),
  agentApply: e(ah.agentApplyRequestSchema, ah.agentApplySchema, true),
  helpList: e(none, ah.helpListSchema, false),
  helpDetail: e(ah.helpDetailRequestSchema, ah.helpDetailSchema, false),
  downloadInfo: e(none, ah.downloadInfoSchema, false),

  venueList: e(venue.venueListRequestSchema, venue.venueListSchema, false),
  /** data null + a message containing "已过期" when the OBTY requestId has expired (SPEC §4). */
  platformCount: e(venue.platformCountRequestSchema, venue.platformCountSchema.nullable(), true),

  // responsible play (issue #22)
  responsibleInfo: e(none, resp.responsibleInfoSchema, true),
  responsibleSession: e(none, resp.responsibleSessionSchema, true),
  depositLimitSet: e(resp.depositLimitSetRequestSchema, resp.responsibleInfoSchema, true),
  realityCheckSet: e(resp.realityCheckSetRequestSchema, resp.responsibleInfoSchema, true),
  timeOutTake: e(resp.timeOutRequestSchema, resp.blockReplySchema, true),
  selfExclude: e(resp.selfExcludeRequestSchema, resp.blockReplySchema, true),
} as const satisfies Record<ApiPathKey, Endpoint>;

export type ApiSchemas = typeof API_SCHEMAS;
/** The request body type of a path (input side: defaults may be omitted). */
export type ApiRequest<K extends ApiPathKey> = z.input<ApiSchemas[K]['request']>;
/** The reply data type of a path. */
export type ApiReply<K extends ApiPathKey> = z.infer<ApiSchemas[K]['reply']>;
