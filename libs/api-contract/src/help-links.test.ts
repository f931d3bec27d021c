import { describe, expect, it } from 'vitest';
import { helpDetailSchema } from './schemas/agent-help';

const topic = (blocks: unknown[]) => ({ slug: 'ck', title: '如何存款', group: '存取款', summary: '存款步骤', updatedAt: '2026-11-01', blocks });

describe('help links off the site (issue #35 item 7)', () => {
  it('an inline link to another site reads as its text, and the topic still parses', () => {
    const parsed = helpDetailSchema.parse(
      topic([{ type: 'p', text: ['请先', { text: '绑定银行卡', href: '/mine/addBankCard' }, '，或访问', { text: '官方网站', href: 'https://evil.example/x' }, '。'] }]),
    );
    expect(parsed.blocks).toEqual([{ type: 'p', text: ['请先', { text: '绑定银行卡', href: '/mine/addBankCard' }, '，或访问', '官方网站', '。'] }]);
  });

  it.each(['javascript:alert(1)', '//evil.example', '/\\evil.example', 'http://evil.example', 'data:text/html,x'])('%s never stays a link', (href) => {
    const parsed = helpDetailSchema.parse(topic([{ type: 'ul', items: [[{ text: '点这里', href }]] }]));
    expect(parsed.blocks).toEqual([{ type: 'ul', items: [['点这里']] }]);
  });

  it('a button-like link off the site is left out; the rest of the topic stays', () => {
    const parsed = helpDetailSchema.parse(
      topic([
        { type: 'h', text: '存款方式' },
        { type: 'link', text: '去外站存款', href: 'https://evil.example/pay' },
        { type: 'link', text: '去存款', href: '/mine/finance/deposit' },
      ]),
    );
    expect(parsed.blocks).toEqual([
      { type: 'h', text: '存款方式' },
      { type: 'link', text: '去存款', href: '/mine/finance/deposit' },
    ]);
  });
});
