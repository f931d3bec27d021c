import { describe, expect, it } from 'vitest';
import type { InfoAuditItem } from '@site/api-contract';
import { auditCounts, auditFix, auditGroup, auditStatus } from './info-audit-view';

const item = (over: Partial<InfoAuditItem>): InfoAuditItem => ({
  id: 1,
  kind: 'CARD',
  cardKind: 'BANK',
  title: '招商银行 储蓄卡',
  detail: '**** 8866',
  status: 0,
  reason: '',
  submittedAt: 100,
  reviewedAt: null,
  ...over,
});

describe('资料审核 view', () => {
  it('names each state in Chinese with its colour', () => {
    expect(auditStatus({ status: 0 })).toEqual({ text: '审核中', tone: 'warning' });
    expect(auditStatus({ status: 1 })).toEqual({ text: '已通过', tone: 'success' });
    expect(auditStatus({ status: 2 })).toEqual({ text: '未通过', tone: 'danger' });
  });

  it('sends a refused review to the page that submits it again, and offers nothing otherwise', () => {
    expect(auditFix(item({ status: 2, cardKind: 'WECHAT' }))).toEqual({ label: '重新绑定', to: '/mine/addwechatCard' });
    expect(auditFix(item({ status: 2, cardKind: 'VIRTUAL' }))).toEqual({ label: '重新绑定', to: '/mine/virtualCoinCard' });
    expect(auditFix(item({ status: 2, kind: 'IDENTITY', cardKind: null }))).toEqual({ label: '重新认证', to: '/mine/userInfo/authentication' });
    expect(auditFix(item({ status: 2, kind: 'PROFILE', cardKind: null }))).toEqual({ label: '重新修改', to: '/mine/userInfo' });
    expect(auditFix(item({ status: 0 }))).toBeNull();
    expect(auditFix(item({ status: 1 }))).toBeNull();
  });

  it('counts and orders: refused first, then under review, newest first', () => {
    const items = [item({ id: 1, status: 1, submittedAt: 300 }), item({ id: 2, status: 0, submittedAt: 100 }), item({ id: 3, status: 2, submittedAt: 50 }), item({ id: 4, status: 1, submittedAt: 400 }), item({ id: 5, kind: 'PROFILE', status: 1 })];
    expect(auditCounts(items)).toEqual({ pending: 1, approved: 3, rejected: 1 });
    expect(auditGroup(items, 'CARD').map((i) => i.id)).toEqual([3, 2, 4, 1]);
    expect(auditGroup(items, 'IDENTITY')).toEqual([]);
  });
});
