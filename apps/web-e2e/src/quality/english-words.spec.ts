import { expect, test } from '@playwright/test';
import { englishWords } from './inspect';

// The sweep's "all Chinese" rule on its own, without a browser: what it lets through and what not.

test('flags English words in Chinese text, whatever the case', () => {
  expect(englishWords('登录 Login')).toEqual(['Login']);
  expect(englishWords('请输入password后submit')).toEqual(['password', 'submit']);
  expect(englishWords('Loading...')).toEqual(['Loading']);
  expect(englishWords("don't 取消")).toEqual(["don't"]);
});

test('lets through the allowlist, allowed words with a level number, and text without Latin words', () => {
  expect(englishWords('VIP特权 USDT TRC20 IM体育 OB体育 YB电竞 添加EBpay账户 KOIpay账户')).toEqual([]);
  expect(englishWords('该聊天室仅限VIP8–VIP10会员进入')).toEqual([]);
  expect(englishWords('存款 ¥100.00，第 3 页 x 2')).toEqual([]);
  expect(englishWords('IMTY OBTY FBTY V188 YBDJ IMDJ LHDJ')).toEqual([]);
});

test('a compound of allowed words is allowed; one with an English part is not', () => {
  expect(englishWords('USDT-TRC20 USDT-ERC20')).toEqual([]);
  expect(englishWords('USDT-Wallet')).toEqual(['USDT-Wallet']);
});

test('a word is not allowed just because an allowed word starts it', () => {
  expect(englishWords('VIPs 会员')).toEqual(['VIPs']);
  expect(englishWords('USDTX')).toEqual(['USDTX']);
});

test("masked identifiers and the member's own username are data, not words; other usernames are not", () => {
  expect(englishWords('TLa2f6**********************5wYjU7')).toEqual([]);
  expect(englishWords('wx******************le')).toEqual([]);
  expect(englishWords('欢迎 demo888')).toEqual([]);
  expect(englishWords('欢迎 guest123')).toEqual(['guest123']);
});
