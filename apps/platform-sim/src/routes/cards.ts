import type { Card, CardKind } from '@site/api-contract';
import type { Hono } from 'hono';
import type { SimContext } from '../context';
import { BANKS } from '../db/seed-data';
import { commonError, invalid, memberRoute, route, success } from '../http/endpoint';
import { mask } from '../util';

export interface CardRow {
  id: number;
  member_id: number;
  kind: CardKind;
  name: string;
  holder: string;
  account: string;
  protocol: string;
  is_default: number;
  created_at: number;
}

const MAX_PER_KIND = 5;
const KIND_NAMES: Record<Exclude<CardKind, 'BANK' | 'VIRTUAL'>, string> = {
  EBPAY: 'EBpay',
  KOIPAY: 'KOIpay',
  ALIPAY: '支付宝',
  WECHAT: '微信',
  DIGITAL: '数字钱包',
  SHARELIFE: 'ShareLife',
};

export function cardView(r: CardRow): Card {
  const accountMasked = r.kind === 'BANK' ? mask(r.account, 4, 4) : r.kind === 'VIRTUAL' ? mask(r.account, 6, 6) : mask(r.account, 2, 2);
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    holder: r.holder ? mask(r.holder, 1, 0) : '',
    accountMasked,
    protocol: r.protocol,
    isDefault: r.is_default === 1,
    createdAt: r.created_at,
  };
}

export function registerCardRoutes(app: Hono, ctx: SimContext): void {
  route(app, ctx, 'bankList', () => success(BANKS.map((b) => ({ code: b.code, name: b.name }))));

  memberRoute(app, ctx, 'cardList', (call) => {
    const kind = call.body?.kind;
    const rows = (
      kind
        ? ctx.db.prepare('SELECT * FROM cards WHERE member_id = ? AND deleted = 0 AND kind = ? ORDER BY id').all(call.member.id, kind)
        : ctx.db.prepare('SELECT * FROM cards WHERE member_id = ? AND deleted = 0 ORDER BY id').all(call.member.id)
    ) as CardRow[];
    return success(rows.map(cardView));
  });

  memberRoute(app, ctx, 'cardBind', (call) => {
    const b = call.body;
    const m = call.member;
    if (m.identity_verified_at === null) return commonError('请先完成实名认证再绑定收款账户');
    const holder = b.kind === 'VIRTUAL' ? m.real_name : b.holder;
    if (holder !== m.real_name) return invalid('持卡人姓名须与实名认证姓名一致');
    const count = (ctx.db.prepare('SELECT COUNT(*) AS n FROM cards WHERE member_id = ? AND kind = ? AND deleted = 0').get(m.id, b.kind) as { n: number }).n;
    if (count >= MAX_PER_KIND) return commonError(`同类账户最多绑定 ${MAX_PER_KIND} 个`);
    const dup = ctx.db.prepare('SELECT id FROM cards WHERE kind = ? AND account = ? AND deleted = 0').get(b.kind, b.account);
    if (dup) return invalid('该账号已被绑定');
    let name: string;
    let protocol = '';
    if (b.kind === 'BANK') {
      const bank = BANKS.find((x) => x.code === b.bankCode);
      if (!bank) return invalid('不支持该银行');
      name = bank.name;
    } else if (b.kind === 'VIRTUAL') {
      if ((b.protocol === 'TRC20') !== b.account.startsWith('T')) return invalid('钱包地址与协议不匹配');
      name = b.alias ? `USDT · ${b.alias}` : 'USDT';
      protocol = b.protocol;
    } else {
      name = KIND_NAMES[b.kind];
    }
    const info = ctx.db
      .prepare('INSERT INTO cards (member_id, kind, name, holder, account, protocol, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(m.id, b.kind, name, holder, b.account, protocol, count === 0 ? 1 : 0, call.now);
    const row = ctx.db.prepare('SELECT * FROM cards WHERE id = ?').get(info.lastInsertRowid) as CardRow;
    return success(cardView(row), '绑定成功');
  });

  memberRoute(app, ctx, 'cardDelete', (call) => {
    const pending = ctx.db.prepare('SELECT 1 FROM withdrawal_orders WHERE card_id = ? AND member_id = ? AND status = 0').get(call.body.id, call.member.id);
    if (pending) return commonError('该账户有处理中的提款，暂时无法删除');
    const changed = ctx.db.prepare('UPDATE cards SET deleted = 1 WHERE id = ? AND member_id = ? AND deleted = 0').run(call.body.id, call.member.id).changes;
    return changed ? success(null, '已删除') : invalid('账户不存在');
  });
}
