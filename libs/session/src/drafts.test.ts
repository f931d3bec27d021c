import { FakeStorage } from '@site/ports/testing';
import { describe, expect, it } from 'vitest';
import { createDraftStore, isSecretField } from './drafts';

function setup(member: string | null = 'demo888') {
  const storage = new FakeStorage();
  const who = { member };
  const drafts = createDraftStore({ storage, member: () => who.member });
  return { storage, who, drafts };
}

describe('form drafts', () => {
  it('keeps what the member typed and gives it back to the same member', () => {
    const { drafts } = setup();
    drafts.save('withdrawal', { amount: '1500', cardId: '3' });
    expect(drafts.load('withdrawal')).toEqual({ amount: '1500', cardId: '3' });
    expect(drafts.load('transfer')).toBeNull();
  });

  it('never stores a secret, whatever the form passes', () => {
    const { drafts, storage } = setup();
    drafts.save('bindCard', {
      bankName: '中国工商银行',
      password: 'Demo@2026',
      withdrawPassword: '123456',
      captchaCode: '8k3d',
      cardNumber: '6222020200112233445',
      cvv: '123',
      pin: '0000',
      code: '4321',
    });
    expect(drafts.load('bindCard')).toEqual({ bankName: '中国工商银行' });
    const raw = storage.getItem('draft:bindCard') ?? '';
    for (const secret of ['Demo@2026', '123456', '8k3d', '6222020200112233445', '0000', '4321']) expect(raw).not.toContain(secret);
    for (const name of ['newPassword', 'confirmPwd', 'captcha', 'card_no', 'accountNumber', 'otp']) expect(isSecretField(name)).toBe(true);
    for (const name of ['amount', 'content', 'cardId', 'branch', 'holder', 'venue']) expect(isSecretField(name)).toBe(false);
  });

  it('survives the member leaving and coming back (a 6001, then login), not another member', () => {
    const { drafts, who, storage } = setup();
    drafts.save('feedback', { content: '充值未到账' });
    who.member = null;
    expect(drafts.load('feedback')).toBeNull();
    who.member = 'demo888';
    expect(drafts.load('feedback')).toEqual({ content: '充值未到账' });
    who.member = 'player1001';
    expect(drafts.load('feedback')).toBeNull();
    // Someone else's draft is removed once read: the first member does not get it back either.
    expect(storage.getItem('draft:feedback')).toBeNull();
  });

  it('nothing is kept for a guest; an emptied form and a submitted one leave no draft', () => {
    const guest = setup(null);
    guest.drafts.save('feedback', { content: 'x' });
    expect(guest.storage.getItem('draft:feedback')).toBeNull();
    const { drafts, storage } = setup();
    drafts.save('feedback', { content: 'x' });
    drafts.save('feedback', { content: '' });
    expect(storage.getItem('draft:feedback')).toBeNull();
    drafts.save('feedback', { content: 'y' });
    drafts.clear('feedback');
    expect(drafts.load('feedback')).toBeNull();
  });

  it('a broken or foreign value under the key is no draft', () => {
    const { drafts, storage } = setup();
    storage.setItem('draft:transfer', '{not json');
    expect(drafts.load('transfer')).toBeNull();
    storage.setItem('draft:transfer', JSON.stringify({ member: 'demo888', values: { amount: 5 } }));
    expect(drafts.load('transfer')).toBeNull();
  });
});

describe('form drafts before the member\'s name is known', () => {
  function waiting() {
    const storage = new FakeStorage();
    const who = { member: null as string | null };
    let settle: () => void = () => undefined;
    let asked = 0;
    const drafts = createDraftStore({
      storage,
      member: () => who.member,
      whenMember: () => {
        asked += 1;
        return new Promise<void>((resolve) => (settle = resolve));
      },
    });
    return { storage, who, drafts, settle: () => settle(), asked: () => asked };
  }

  it('keeps the latest values per form and stores them once the member is known, asking once', async () => {
    const { storage, who, drafts, settle, asked } = waiting();
    drafts.save('withdrawal', { amount: '3' });
    drafts.save('withdrawal', { amount: '300', cardId: '9' });
    drafts.save('feedback', { content: '到账慢' });
    expect(storage.items.size).toBe(0);
    expect(asked()).toBe(1);
    who.member = 'demo888';
    settle();
    await Promise.resolve();
    await Promise.resolve();
    expect(drafts.load('withdrawal')).toEqual({ amount: '300', cardId: '9' });
    expect(drafts.load('feedback')).toEqual({ content: '到账慢' });
  });

  it('a form cleared meanwhile stays empty; a guest after all keeps nothing', async () => {
    const first = waiting();
    first.drafts.save('transfer', { amount: '50' });
    first.drafts.clear('transfer');
    first.who.member = 'demo888';
    first.settle();
    await Promise.resolve();
    await Promise.resolve();
    expect(first.drafts.load('transfer')).toBeNull();

    const guest = waiting();
    guest.drafts.save('transfer', { amount: '50' });
    guest.settle();
    await Promise.resolve();
    await Promise.resolve();
    expect(guest.storage.items.size).toBe(0);
  });
});
