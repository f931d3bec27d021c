import type { Db } from './database';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The most a member of each VIP level (index = grade) may withdraw in a day, in yuan. */
export const VIP_WITHDRAW_LIMITS_YUAN = [50_000, 100_000, 200_000, 300_000, 500_000, 800_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000, 5_000_000] as const;

/**
 * Station mail beyond the six first notices: enough for the mail page to page as the member
 * scrolls (newest first), two of them unread. Offsets are from "now" so the list always ends today.
 */
const MORE_MAILS: readonly { title: string; content: string; ago: number; read: boolean }[] = [
  { title: '返水已到账', content: '您昨日的真人视讯返水 12.60 元已发放至中心钱包，请注意查收。', ago: 2 * HOUR, read: false },
  { title: '周末存款加赠活动', content: '本周六、周日单笔存款满 500 元即送 8% 加赠彩金，最高 888 元，仅需 5 倍流水即可提款。\n活动详情请前往「优惠活动」查看。', ago: 26 * HOUR, read: false },
  { title: '存款到账通知', content: '您通过支付宝扫码存入的 1,000.00 元已到账，祝您游戏愉快。', ago: 40 * DAY, read: true },
  { title: '提款审核通过', content: '您申请的 2,000.00 元提款已审核通过，预计 10 分钟内到账，请留意银行短信。', ago: 41 * DAY, read: true },
  { title: '密码修改提醒', content: '您的登录密码已于今日修改成功。如非本人操作，请立即联系在线客服冻结账户。', ago: 45 * DAY, read: true },
  { title: '新春红包雨预告', content: '新春红包雨将于除夕 20:00 准时开启，VIP 等级越高红包越大，记得准时参加！', ago: 48 * DAY, read: true },
  { title: '体育赛事提前结算上线', content: '部分体育赛事现已支持提前结算，进入注单详情即可查看当前可结算金额。', ago: 52 * DAY, read: true },
  { title: '月度礼金已发放', content: '尊敬的 VIP5 会员，本月月度礼金 40.00 元已发放至中心钱包。', ago: 56 * DAY, read: true },
  { title: '银行卡绑定成功', content: '您已成功绑定中国工商银行储蓄卡（尾号 3445），可用于提款。', ago: 60 * DAY, read: true },
  { title: '系统维护通知', content: '平台将于本周二 02:00-06:00 进行系统升级，期间存款、提款及部分游戏暂停服务，给您带来不便敬请谅解。', ago: 63 * DAY, read: true },
  { title: '防骗提醒', content: '近期有不法分子冒充平台客服，以“返利”“刷单”为由诱导转账。平台工作人员不会索要您的密码或验证码，请提高警惕。', ago: 67 * DAY, read: true },
  { title: '签到奖励到账', content: '恭喜您连续签到 7 天，58.00 元签到奖励已发放。', ago: 70 * DAY, read: true },
  { title: '幸运翻牌中奖通知', content: '恭喜您在幸运翻翻乐中翻中 88.00 元彩金，已自动发放至中心钱包。', ago: 74 * DAY, read: true },
  { title: '邀请好友奖励', content: '您邀请的好友已完成首存，38.00 元邀请奖励已到账。', ago: 79 * DAY, read: true },
  { title: '存款到账通知', content: '您通过银行卡转账存入的 5,000.00 元已到账。', ago: 84 * DAY, read: true },
  { title: '电竞赛事推荐', content: '英雄联盟职业联赛春季赛火热进行中，雷火电竞全场次开盘，滚球最高赔率 1.98。', ago: 90 * DAY, read: true },
  { title: 'VIP 晋级通知', content: '恭喜您晋级为 VIP4 铂金会员，晋级礼金 72.00 元已发放至中心钱包。', ago: 96 * DAY, read: true },
  { title: '提款到账通知', content: '您的提款 800.00 元已成功到账，请注意查收。', ago: 103 * DAY, read: true },
  { title: '实名认证成功', content: '您的实名认证已审核通过，现在可以绑定银行卡并申请提款。', ago: 110 * DAY, read: true },
  { title: 'USDT 地址绑定成功', content: '您已成功绑定 TRC20 协议的 USDT 钱包地址，请确认地址无误后再进行提款。', ago: 120 * DAY, read: true },
  { title: '首存加赠已发放', content: '您的首存加赠彩金 888.00 元已发放，完成 10 倍流水后即可提款。', ago: 150 * DAY, read: true },
  { title: '注册成功', content: '欢迎注册星耀娱乐！完成实名认证并绑定银行卡后即可畅享存取款服务。', ago: 198 * DAY, read: true },
];

const FEEDBACK_SEED: readonly { type: string; content: string; contact: string; reply: string; ago: number; replyAfter: number }[] = [
  {
    type: 'SUGGESTION',
    content: '希望体育页面能增加比赛的实时比分推送，看球的时候方便一些。',
    contact: '',
    reply: '感谢您的宝贵建议，实时比分推送已列入下个版本的开发计划，敬请期待。',
    ago: 12 * DAY,
    replyAfter: 5 * HOUR,
  },
  {
    type: 'GAME',
    content: 'PG电子的麻将胡了昨晚有几次加载很慢，转圈将近一分钟。',
    contact: '电话 139 1234 6655',
    reply: '',
    ago: 3 * HOUR,
    replyAfter: 0,
  },
];

/**
 * The member centre's seed for the demo member: more mail, feedback with replies, a self-service
 * rebate last received ten days ago (so the page shows some categories with money and some
 * without), and the reviews of what the member submitted: identity 已通过, the bound cards 已通过,
 * a second bank card 审核中, a WeChat account 未通过 with its reason, and a profile change.
 */
export function seedMemberCentre(db: Db, memberId: number, now: number): void {
  const mail = db.prepare('INSERT INTO mails (member_id, title, content, read, created_at) VALUES (?, ?, ?, ?, ?)');
  for (const m of MORE_MAILS) mail.run(memberId, m.title, m.content, m.read ? 1 : 0, now - m.ago);

  const feedback = db.prepare('INSERT INTO feedback (member_id, type, content, reply, created_at, contact, replied_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const f of FEEDBACK_SEED) feedback.run(memberId, f.type, f.content, f.reply, now - f.ago, f.contact, f.reply ? now - f.ago + f.replyAfter : null);

  db.prepare('UPDATE members SET rebate_received_at = ? WHERE id = ?').run(now - 10 * DAY, memberId);
  // Chess and cards (QP) was received at seed time, so the rebate page always shows one category
  // with nothing to receive yet next to those that pay (the six months of bet history touch every
  // category within the last ten days).
  db.prepare('INSERT INTO rebate_receipts (member_id, category, received_at) VALUES (?, ?, ?)').run(memberId, 'QP', now);

  const audit = db.prepare(
    'INSERT INTO info_audits (member_id, kind, card_kind, title, detail, status, reason, submitted_at, reviewed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const approved = (kind: string, cardKind: string | null, title: string, detail: string, at: number) => audit.run(memberId, kind, cardKind, title, detail, 1, '', at, at + 2 * HOUR);
  approved('IDENTITY', null, '实名认证', '王** · 1101**********1234', now - 190 * DAY);
  approved('CARD', 'BANK', '中国工商银行 储蓄卡', '**** **** **** 3445', now - 180 * DAY);
  approved('CARD', 'VIRTUAL', 'USDT 钱包地址（TRC20）', 'TLa2f6****wYjU7', now - 120 * DAY);
  approved('CARD', 'ALIPAY', '支付宝账户', 'wxm***@alipay.example', now - 90 * DAY);
  approved('PROFILE', null, '邮箱修改', 'de*****@example.com', now - 30 * DAY);
  audit.run(
    memberId, 'CARD', 'WECHAT', '微信账户', 'wx_wang***', 2,
    '收款账户的实名信息与您的认证姓名不一致，请绑定本人实名的微信账户后重新提交。',
    now - 3 * DAY, now - 3 * DAY + 4 * HOUR,
  );
  audit.run(memberId, 'CARD', 'BANK', '招商银行 储蓄卡', '**** **** **** 8866', 0, '', now - 2 * HOUR, null);
}
