import { INFO_AUDIT_STATUS } from '@site/api-contract';
import type { CardKind, InfoAuditItem, InfoAuditKind } from '@site/api-contract';
import type { TagTone } from '@site/ui';
import { maskAccount, maskEmail, maskName, maskPhone, maskResidentId, remaskCardNumber } from '@site/validation';
import { CARD_PATHS } from '../../components/card-paths';
import type { AddPath, ListPath } from '../../components/card-paths';

/** Where a member fixes what a review refused: the page that submits that thing again. */
export type FixPath = '/mine/userInfo/authentication' | '/mine/userInfo' | AddPath | ListPath;

/** A card kind's page to bind one again; the platform opens SHARELIFE accounts, so its list. */
const cardFix = (kind: CardKind): FixPath => CARD_PATHS[kind].addPath ?? CARD_PATHS[kind].listPath;

export const AUDIT_GROUPS: readonly { kind: InfoAuditKind; title: string }[] = [
  { kind: 'IDENTITY', title: '身份信息' },
  { kind: 'CARD', title: '银行卡与支付账户' },
  { kind: 'PROFILE', title: '资料修改' },
];

const STATUS_VIEW: Record<InfoAuditItem['status'], { text: string; tone: TagTone }> = {
  [INFO_AUDIT_STATUS.pending]: { text: '审核中', tone: 'warning' },
  [INFO_AUDIT_STATUS.approved]: { text: '已通过', tone: 'success' },
  [INFO_AUDIT_STATUS.rejected]: { text: '未通过', tone: 'danger' },
};

export function auditStatus(item: Pick<InfoAuditItem, 'status'>): { text: string; tone: TagTone } {
  return STATUS_VIEW[item.status];
}

/** A refused review's way forward; nothing to do for the others. */
export function auditFix(item: InfoAuditItem): { label: string; to: FixPath } | null {
  if (item.status !== INFO_AUDIT_STATUS.rejected) return null;
  if (item.kind === 'IDENTITY') return { label: '重新认证', to: '/mine/userInfo/authentication' };
  if (item.kind === 'PROFILE') return { label: '重新修改', to: '/mine/userInfo' };
  return { label: '重新绑定', to: item.cardKind ? cardFix(item.cardKind) : '/mine/addBankCard' };
}

const DETAIL_SEPARATOR = ' · ';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER_LIKE = /^[\d\s*()+-]+$/;
const RESIDENT_ID_LIKE = /^[\d*Xx\s]{15,18}$/;

/** `masked` (whitespace dropped) laid out again in `original`'s spacing: "**** **** **** 3445" stays grouped. */
function keepSpacing(original: string, masked: string): string {
  const chars = Array.from(original);
  if (chars.filter((c) => !/\s/.test(c)).length !== Array.from(masked).length) return masked;
  const out = Array.from(masked);
  let next = 0;
  return chars.map((c) => (/\s/.test(c) ? c : (out[next++] ?? ''))).join('');
}

/**
 * What a review is about, masked by SPEC §5's rules whatever the platform sent (issue #41): the
 * detail is the platform's text ("王** · 1101**********1234", "**** **** **** 3445",
 * "de*****@example.com"), read by the review's kind. A profile detail that is no e-mail or phone
 * (a nickname, a birthday) is not among the masked kinds and shows as sent.
 */
export function auditDetail(item: Pick<InfoAuditItem, 'kind' | 'cardKind' | 'detail'>): string {
  const detail = typeof item.detail === 'string' ? item.detail.trim() : '';
  if (detail === '') return '';
  if (item.kind === 'IDENTITY') {
    const parts = detail.split(DETAIL_SEPARATOR);
    if (parts.length === 2) return `${maskName(parts[0] ?? '')}${DETAIL_SEPARATOR}${maskResidentId(parts[1] ?? '')}`;
    return RESIDENT_ID_LIKE.test(detail) ? maskResidentId(detail) : maskName(detail);
  }
  if (item.kind === 'CARD') {
    return item.cardKind === 'BANK' ? keepSpacing(detail, remaskCardNumber(detail)) : maskAccount(item.cardKind ?? '', detail);
  }
  if (detail.includes('@')) return maskEmail(detail);
  if (NUMBER_LIKE.test(detail) && !DATE.test(detail)) return maskPhone(detail);
  return detail;
}

/** How many reviews are in each state: the page's summary line. */
export function auditCounts(items: readonly InfoAuditItem[]): { pending: number; approved: number; rejected: number } {
  return {
    pending: items.filter((i) => i.status === INFO_AUDIT_STATUS.pending).length,
    approved: items.filter((i) => i.status === INFO_AUDIT_STATUS.approved).length,
    rejected: items.filter((i) => i.status === INFO_AUDIT_STATUS.rejected).length,
  };
}

/**
 * The reviews of one kind, those that need the member first (refused, then under review), each
 * state newest first.
 */
export function auditGroup(items: readonly InfoAuditItem[], kind: InfoAuditKind): InfoAuditItem[] {
  const rank = (i: InfoAuditItem) => (i.status === INFO_AUDIT_STATUS.rejected ? 0 : i.status === INFO_AUDIT_STATUS.pending ? 1 : 2);
  return items.filter((i) => i.kind === kind).sort((a, b) => rank(a) - rank(b) || b.submittedAt - a.submittedAt);
}
