import type { MineIconName } from './icons';

export interface MenuItem {
  label: string;
  href: string;
  icon: MineIconName;
  /** Filled in by the page: the unread count, the identity state. */
  extra?: 'unread' | 'identity';
}

export interface MenuGroup {
  title: string;
  /** Short labels sit in an icon grid; rows with a value or a count are a list. */
  layout: 'grid' | 'list';
  items: readonly MenuItem[];
}

/** The quick actions under the balance. */
export const QUICK_ACTIONS: readonly MenuItem[] = [
  { label: '存款', href: '/mine/finance/deposit', icon: 'deposit' },
  { label: '取款', href: '/mine/finance/withdrawal', icon: 'withdraw' },
  { label: '额度转换', href: '/mine/finance/transfer', icon: 'transfer' },
  { label: '我的钱包', href: '/mine/finance/wallet', icon: 'wallet' },
];

/**
 * The member centre's menu, grouped the way members of Chinese sites look for things: records,
 * account and cards, benefits, service. Paths are SPEC §2's (plus /help and /mine/responsible,
 * which other pages provide).
 */
export const MENU: readonly MenuGroup[] = [
  {
    title: '我的记录',
    layout: 'grid',
    items: [
      { label: '交易记录', href: '/mine/record/transRecord', icon: 'trans' },
      { label: '投注记录', href: '/mine/record/betRecord', icon: 'bet' },
      { label: '礼金记录', href: '/mine/record/giftRecord', icon: 'gift' },
      { label: '福利记录', href: '/mine/record/welfare', icon: 'welfare' },
      { label: '金币记录', href: '/mine/record/currencyRecord', icon: 'coin' },
      { label: '稽核详情', href: '/mine/audit', icon: 'audit' },
      { label: '账户余额', href: '/mine/balance', icon: 'wallet' },
      { label: '兑换记录', href: '/mine/mall/record', icon: 'mall' },
    ],
  },
  {
    title: '账户与安全',
    layout: 'list',
    items: [
      { label: '个人资料', href: '/mine/userInfo', icon: 'profile' },
      { label: '实名认证', href: '/mine/userInfo/authentication', icon: 'identity', extra: 'identity' },
      { label: '资料审核', href: '/mine/infoAudit', icon: 'review' },
      { label: '修改密码', href: '/mine/userInfo#password', icon: 'password' },
    ],
  },
  {
    title: '银行卡与支付账户',
    layout: 'grid',
    items: [
      { label: '银行卡', href: '/mine/addBankCard', icon: 'bank' },
      { label: '虚拟币地址', href: '/mine/virtualCoinCard', icon: 'crypto' },
      { label: '支付宝', href: '/mine/alipayAcount', icon: 'ewallet' },
      { label: '微信', href: '/mine/wechatAcount', icon: 'ewallet' },
      { label: 'EBpay', href: '/mine/ebpayAcount', icon: 'ewallet' },
      { label: 'KOIpay', href: '/mine/koipayAcount', icon: 'ewallet' },
      { label: '数字钱包', href: '/mine/digitalAcount', icon: 'ewallet' },
      { label: '分享钱包', href: '/mine/sharelifeAcount', icon: 'ewallet' },
    ],
  },
  {
    title: '福利中心',
    layout: 'grid',
    items: [
      { label: 'VIP特权', href: '/mine/vip', icon: 'vip' },
      { label: '自助返水', href: '/mine/rebate', icon: 'rebate' },
      { label: '积分商城', href: '/mine/currency', icon: 'mall' },
      { label: '优惠活动', href: '/activity/discount', icon: 'activity' },
    ],
  },
  {
    title: '服务与帮助',
    layout: 'list',
    items: [
      { label: '站内信', href: '/mine/mail', icon: 'mail', extra: 'unread' },
      { label: '意见反馈', href: '/mine/feedback', icon: 'feedback' },
      { label: '帮助中心', href: '/help', icon: 'help' },
      { label: '在线客服', href: '/customer/main', icon: 'service' },
      { label: '理性娱乐', href: '/mine/responsible', icon: 'responsible' },
    ],
  },
];
