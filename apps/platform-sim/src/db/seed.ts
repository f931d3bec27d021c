import type { Db } from './database';
import {
  BANKS,
  CHAT_LINES,
  CHAT_ROOMS_SEED,
  DEMO_MEMBER,
  GIVEN,
  MALL_ITEMS_SEED,
  NICK_WORDS,
  NOTICES_SEED,
  SURNAMES,
  VENUES_SEED,
  VIP_NAMES,
} from './seed-data';
import { seedMemberCentre, VIP_WITHDRAW_LIMITS_YUAN } from './seed-mine';
import { hashPassword, mulberry32, pick } from '../util';
import { insertActivities, seedDownline, seedFriendBets, seedLuckyDraws } from './seed-activities';
import { seedHistory } from './seed-history';
import { HISTORY_END } from './seed-history-data';

const DAY = 86_400_000;

/** Fills a fresh database. Deterministic apart from `now`, so records always end "today". */
export function seed(db: Db, now: number): void {
  const rand = mulberry32(4002);
  const tx = db.transaction(() => {
    seedSite(db);
    seedCatalog(db, now);
    const demoId = seedMembers(db, now, rand);
    seedRecords(db, demoId, now);
    seedChat(db, now, rand);
    seedDownline(db, now, demoId, createWallets);
    seedFriendBets(db, now, demoId);
    seedLuckyDraws(db, now, demoId);
    db.prepare('INSERT OR REPLACE INTO site_config (key, value) VALUES (?, ?)').run('seeded', String(now));
  });
  tx();
}

function seedSite(db: Db): void {
  const put = db.prepare('INSERT OR REPLACE INTO site_config (key, value) VALUES (?, ?)');
  const config: Record<string, string> = {
    title: '星耀娱乐 - 会员中心',
    webLogoTitleUrl: '',
    address: '菲律宾马尼拉帕赛市',
    disablePhones: '[]',
    globePhoneNumber: '+63 917 888 4002',
    maintainStatus: '1',
    maintainMessage: '',
    siteFestivalSkin: 'spring',
    siteVideoActiveUrl: '',
    siteVideoSkinOpen: '0',
    stopLogin: '0',
    stopRegister: '0',
    siteVideoVipMin: '3',
    siteVideoVipMax: '10',
    secret: 'vv4002',
    secKey: 'vvPrettyKey4002A',
    secIv: 'vvPrettyIv4002AB',
    excludedLeague: '英超',
    chatAllMaintain: '0',
  };
  for (const [k, v] of Object.entries(config)) put.run(k, v);
}

function seedCatalog(db: Db, now: number): void {
  const venue = db.prepare('INSERT INTO venues (code, title, category, status, sort, game_count) VALUES (?, ?, ?, 1, ?, ?)');
  VENUES_SEED.forEach((v, i) => venue.run(v.code, v.title, v.category, i, v.games));

  const vip = db.prepare(
    'INSERT INTO vip_levels (grade, name, deposit_cents, turnover_cents, upgrade_cents, monthly_cents, birthday_cents, rebate_rate, withdraw_times, withdraw_limit_cents) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  VIP_NAMES.forEach((name, grade) =>
    vip.run(grade, name, grade * grade * 100_000, grade * grade * 1_000_000, grade * 1800, grade * 800, grade * 1000, 0.4 + grade * 0.06, 5 + grade, (VIP_WITHDRAW_LIMITS_YUAN[grade] ?? 0) * 100),
  );

  const channel = db.prepare(
    'INSERT INTO deposit_channels (id, method, name, min_cents, max_cents, fixed_json, rate, tip, payee_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const payee = (name: string, account: string, bank: string) => JSON.stringify({ name, account, bank, qrCode: '' });
  channel.run(1, 'BANK', '银行卡转账', 10000, 5000000, '[100,500,1000,5000]', null, '请使用本人银行卡转账，转账时备注订单号后四位', payee('星耀科技有限公司', '6222 0202 0011 4002 888', '中国工商银行'));
  channel.run(2, 'ALIPAY', '支付宝扫码', 5000, 2000000, '[50,100,200,500]', null, '请在 10 分钟内完成支付', payee('星耀科技', 'pay4002@alipay.example', '支付宝'));
  channel.run(3, 'WECHAT', '微信支付', 1000, 1000000, '[50,100,200]', null, '仅支持微信扫码', payee('星耀科技', 'wx4002', '微信'));
  channel.run(4, 'USDT', 'USDT (TRC20)', 10000, 10000000, '[100,1000,10000]', 7.18, '请务必使用 TRC20 协议转账', payee('USDT 收款地址', 'TQ4002xingyaoDemoAddressForTrc20AbC', 'TRC20'));
  channel.run(5, 'EBPAY', 'EBpay 钱包', 10000, 5000000, '[100,500,1000]', 1, 'EBpay 1:1 到账', payee('星耀EB', 'EB4002888', 'EBpay'));
  channel.run(6, 'KOIPAY', 'KOIpay 钱包', 10000, 5000000, '[100,500,1000]', 1, 'KOIpay 1:1 到账', payee('星耀KOI', 'KOI4002888', 'KOIpay'));

  const item = db.prepare('INSERT INTO mall_items (name, image_url, points, stock, category, min_grade) VALUES (?, ?, ?, ?, ?, ?)');
  for (const m of MALL_ITEMS_SEED) item.run(m.name, '', m.points, m.stock, m.category, m.minGrade);

  const notice = db.prepare('INSERT INTO notices (category, title, content, created_at) VALUES (?, ?, ?, ?)');
  NOTICES_SEED.forEach((n, i) => notice.run(n.category, n.title, n.content, now - i * 3 * DAY));

  insertActivities(db, now);

  const room = db.prepare('INSERT INTO chat_rooms (name, vip_min, vip_max, status) VALUES (?, ?, ?, 1)');
  for (const r of CHAT_ROOMS_SEED) room.run(r.name, r.vipMin, r.vipMax);
}

function randomName(rand: () => number): string {
  return pick(rand, SURNAMES) + pick(rand, GIVEN);
}

function insertMember(
  db: Db,
  m: { id?: number; username: string; password: string; nickName: string; realName: string; phone: string; grade: number; inviteCode: string; referrerId: number | null; registerTime: number },
): number {
  const salt = `salt-${m.username}`;
  const info = db
    .prepare(
      `INSERT INTO members (id, username, password_hash, salt, nick_name, real_name, phone, grade, invite_code, referrer_id, register_time)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(m.id ?? null, m.username, hashPassword(m.password, salt), salt, m.nickName, m.realName, m.phone, m.grade, m.inviteCode, m.referrerId, m.registerTime);
  const id = Number(info.lastInsertRowid);
  createWallets(db, id);
  return id;
}

export function createWallets(db: Db, memberId: number): void {
  const w = db.prepare('INSERT OR IGNORE INTO wallets (member_id, code, balance_cents) VALUES (?, ?, 0)');
  w.run(memberId, 'CENTER');
  for (const v of VENUES_SEED) w.run(memberId, v.code);
}

function seedMembers(db: Db, now: number, rand: () => number): number {
  // Member ids start at 10001 (the demo member); later rows follow from there.
  const demoId = insertMember(db, {
    id: 10001,
    username: DEMO_MEMBER.username,
    password: DEMO_MEMBER.password,
    nickName: DEMO_MEMBER.nickName,
    realName: DEMO_MEMBER.realName,
    phone: DEMO_MEMBER.phone,
    grade: DEMO_MEMBER.grade,
    inviteCode: DEMO_MEMBER.inviteCode,
    referrerId: null,
    registerTime: now - 200 * DAY,
  });
  db.prepare(
    `UPDATE members SET email = ?, birthday = ?, id_number = ?, identity_verified_at = ?, points = ?, chat_score = ?,
       deposit_total_cents = 3860000, lucky_chances = 3, last_login_time = ? WHERE id = ?`,
  ).run(DEMO_MEMBER.email, DEMO_MEMBER.birthday, DEMO_MEMBER.idNumber, now - 190 * DAY, HISTORY_END.points, HISTORY_END.chatScore, now - DAY, demoId);
  const setWallet = db.prepare('UPDATE wallets SET balance_cents = ? WHERE member_id = ? AND code = ?');
  // The records' running balances end at these figures (seed-history.ts).
  setWallet.run(HISTORY_END.centerCents, demoId, 'CENTER');
  setWallet.run(50_000, demoId, 'OBTY');
  setWallet.run(12_345, demoId, 'IMTY');
  db.prepare('INSERT INTO agents (member_id, agent_code, level, status, contact, commission_cents, month_commission_cents) VALUES (?, ?, 1, 1, ?, ?, ?)').run(
    demoId, 'AG8888', 'telegram:@demo888', 1_566_800, 128_800,
  );

  const card = db.prepare('INSERT INTO cards (member_id, kind, name, holder, account, protocol, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  card.run(demoId, 'BANK', BANKS[0].name, DEMO_MEMBER.realName, '6222020200112233445', '', 1, now - 180 * DAY);
  card.run(demoId, 'VIRTUAL', 'USDT', DEMO_MEMBER.realName, 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', 'TRC20', 0, now - 120 * DAY);
  card.run(demoId, 'ALIPAY', '支付宝', DEMO_MEMBER.realName, 'wxm1990@alipay.example', '', 0, now - 90 * DAY);

  // Downline and chat speakers: 24 members with Chinese names, some referred by the demo member.
  for (let i = 0; i < 24; i += 1) {
    insertMember(db, {
      username: `player${String(1001 + i)}`,
      password: 'Player@2026',
      nickName: pick(rand, NICK_WORDS) + String(i),
      realName: randomName(rand),
      phone: `(86)139${String(10000000 + Math.floor(rand() * 89999999))}`,
      grade: Math.floor(rand() * 9),
      inviteCode: `PL${String(1001 + i)}`,
      referrerId: i % 3 === 0 ? demoId : null,
      registerTime: now - Math.floor(rand() * 180) * DAY,
    });
  }
  return demoId;
}

function seedRecords(db: Db, memberId: number, now: number): void {
  // Its own PRNG: the history's size can change without moving the rest of the seed.
  seedHistory(db, memberId, now, mulberry32(19));

  const mail = db.prepare('INSERT INTO mails (member_id, title, content, read, created_at) VALUES (?, ?, ?, ?, ?)');
  const mails = [
    ['欢迎加入星耀娱乐', '亲爱的会员，欢迎您的加入！首存即可参与加赠活动。'],
    ['VIP 晋级通知', '恭喜您晋级为 VIP5 钻石会员，晋级礼金已发放至中心钱包。'],
    ['提款到账通知', '您的提款 500.00 元已成功到账，请注意查收。'],
    ['账户安全提醒', '检测到您的账号在新设备登录，如非本人操作请及时修改密码。'],
    ['生日快乐', '星耀娱乐祝您生日快乐！生日礼金已发放。'],
    ['返水到账', '您昨日的体育返水 36.80 元已到账。'],
  ];
  mails.forEach(([title, content], i) => mail.run(memberId, title, content, i < 3 ? 1 : 0, now - (mails.length - i) * 5 * DAY));

  db.prepare("INSERT INTO feedback (member_id, type, content, reply, created_at, replied_at) VALUES (?, 'DEPOSIT', ?, ?, ?, ?)").run(
    memberId, '昨天的支付宝存款一直没有到账，订单号尾号 4521', '您好，该笔存款已于 10 分钟后到账，感谢您的耐心等待。', now - 20 * DAY, now - 20 * DAY + 1_800_000,
  );
  seedMemberCentre(db, memberId, now);

  const audit = db.prepare('INSERT INTO audits (member_id, source, amount_cents, required_cents, completed_cents, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  audit.run(memberId, '银行卡存款', 500_000, 500_000, 500_000, now - 40 * DAY);
  audit.run(memberId, '首存加赠彩金', 88_800, 888_000, 888_000, now - 35 * DAY);

  const dividend = db.prepare('INSERT INTO dividends (member_id, title, amount_cents, expires_at) VALUES (?, ?, ?, ?)');
  dividend.run(memberId, '11 月股东分红', 28_800, now + 7 * DAY);
  dividend.run(memberId, '周末红包', 1_880, now + 2 * DAY);

  const checkin = db.prepare('INSERT INTO checkins (member_id, date, reward_cents) VALUES (?, ?, ?)');
  for (let d = 1; d <= 3; d += 1) checkin.run(memberId, new Date(now - d * DAY + 8 * 3600_000).toISOString().slice(0, 10), 200);
}

function seedChat(db: Db, now: number, rand: () => number): void {
  const speakers = db.prepare('SELECT id, nick_name, grade FROM members ORDER BY id').all() as { id: number; nick_name: string; grade: number }[];
  const rooms = db.prepare('SELECT id, vip_min, vip_max FROM chat_rooms').all() as { id: number; vip_min: number; vip_max: number }[];
  const insert = db.prepare(
    "INSERT INTO chat_messages (room_id, member_id, nick_name, grade, kind, content, created_at) VALUES (?, ?, ?, ?, 'text', ?, ?)",
  );
  for (const room of rooms) {
    const allowed = speakers.filter((s) => s.grade >= room.vip_min && s.grade <= room.vip_max);
    if (allowed.length === 0) continue;
    for (let i = 0; i < 80; i += 1) {
      const s = pick(rand, allowed);
      insert.run(room.id, s.id, s.nick_name, s.grade, pick(rand, CHAT_LINES), now - (80 - i) * 7 * 60_000);
    }
  }
}
