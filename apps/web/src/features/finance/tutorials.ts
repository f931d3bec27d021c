/** The deposit guides of /mine/finance/introTutorial and its platform page (static content). */
export interface Guide {
  title: string;
  steps: readonly string[];
}

export const DEPOSIT_GUIDES: readonly Guide[] = [
  {
    title: '银行卡转账',
    steps: [
      '进入“存款”，选择“银行卡”，输入存款金额并提交订单。',
      '阅读安全提示后查看收款信息，使用本人银行卡向页面显示的账户转账。',
      '转账金额须与订单金额一致，并在支付截止时间前完成。',
      '到账后余额自动更新，可在“我的钱包”中查看。',
    ],
  },
  {
    title: '支付宝 / 微信',
    steps: ['选择“支付宝”或“微信”，输入金额并提交订单。', '按页面显示的收款账户完成付款。', '付款完成后请勿重复支付，到账后余额自动更新。'],
  },
  {
    title: '数字货币（USDT）',
    steps: [
      '选择“数字货币”，输入存款金额，页面会显示参考汇率与需支付的 USDT 数量。',
      '提交订单后，向显示的地址转入对应链类型的 USDT。',
      '区块确认后自动到账，链类型选错将无法到账。',
    ],
  },
];

export const PLATFORM_GUIDES: readonly Guide[] = [
  {
    title: 'EBpay 钱包',
    steps: ['下载并注册 EBpay 钱包，完成实名。', '在钱包内购买 EB 币。', '在本站“存款”选择 EBpay，提交订单后在钱包内付款。'],
  },
  {
    title: 'KOIpay 钱包',
    steps: ['下载并注册 KOIpay 钱包。', '在钱包内充值余额。', '在本站“存款”选择 KOIpay，按订单信息完成付款。'],
  },
  {
    title: '安全须知',
    steps: ['平台不会通过客服主动提供收款卡号，请只按存款页面显示的信息付款。', '如遇他人主动提供卡号引导转账，请勿转账并联系在线客服。'],
  },
];
