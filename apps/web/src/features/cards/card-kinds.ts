import type { CardKind } from '@site/api-contract';
import { CARD_PATHS } from '../../components/card-paths';
import type { AddPath, ListPath } from '../../components/card-paths';

export interface CardKindInfo {
  /** What the member calls this kind of account. */
  name: string;
  addPath: AddPath | null;
  listPath: ListPath;
  accountLabel: string;
  accountPlaceholder: string;
}

export const CARD_KIND_INFO: Record<CardKind, CardKindInfo> = {
  BANK: {
    name: '银行卡',
    ...CARD_PATHS.BANK,
    accountLabel: '银行卡号',
    accountPlaceholder: '请输入本人银行卡号',
  },
  VIRTUAL: {
    name: '虚拟币地址',
    ...CARD_PATHS.VIRTUAL,
    accountLabel: '钱包地址',
    accountPlaceholder: '请输入 USDT 钱包地址',
  },
  EBPAY: {
    name: 'EBpay账户',
    ...CARD_PATHS.EBPAY,
    accountLabel: 'EBpay账号',
    accountPlaceholder: '请输入 EBpay 钱包账号',
  },
  KOIPAY: {
    name: 'KOIpay账户',
    ...CARD_PATHS.KOIPAY,
    accountLabel: 'KOIpay账号',
    accountPlaceholder: '请输入 KOIpay 钱包账号',
  },
  ALIPAY: {
    name: '支付宝账户',
    ...CARD_PATHS.ALIPAY,
    accountLabel: '支付宝账号',
    accountPlaceholder: '请输入支付宝账号（手机号或邮箱）',
  },
  WECHAT: {
    name: '微信账户',
    ...CARD_PATHS.WECHAT,
    accountLabel: '微信号',
    accountPlaceholder: '请输入微信号',
  },
  DIGITAL: {
    name: '数字钱包',
    ...CARD_PATHS.DIGITAL,
    accountLabel: '数字钱包账号',
    accountPlaceholder: '请输入数字钱包账号',
  },
  SHARELIFE: {
    name: '分享钱包账户',
    ...CARD_PATHS.SHARELIFE,
    accountLabel: '分享钱包账号',
    accountPlaceholder: '请输入分享钱包账号',
  },
};

export const CARD_TEXT = {
  holder: '持卡人姓名',
  holderPlaceholder: '请输入实名认证的姓名',
  holderHint: (masked: string) => `须与实名认证姓名一致（${masked}）`,
  bank: '开户银行',
  bankPlaceholder: '请选择开户银行',
  branch: '开户支行',
  branchPlaceholder: '选填，如：北京朝阳支行',
  protocol: '链类型',
  alias: '地址备注',
  aliasPlaceholder: '选填，方便区分多个地址',
  submit: '确认绑定',
  submitting: '绑定中…',
  bound: '绑定成功',
  add: (name: string) => `添加${name}`,
  empty: (name: string) => `暂未绑定${name}`,
  isDefault: '默认',
  remove: '删除',
  removeConfirm: (label: string) => `确定删除 ${label} 吗？`,
  removed: '已删除',
  boundList: (name: string) => `已绑定的${name}`,
  needIdentity: '请先完成实名认证',
  needIdentityHint: '绑定收款账户前须完成实名认证，持卡人须与认证姓名一致',
  goVerify: '去认证',
  preview: (masked: string) => `卡号确认：${masked}`,
  viewOnly: '该类型账户由平台开通，暂不支持自行添加',
  leadTitle: (name: string) => `我的${name}`,
  leadText: '账号与姓名均已脱敏显示，持有人须与实名认证姓名一致',
} as const;
