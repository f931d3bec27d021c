import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReferralStore } from './referral';
import { BrokenStorage, FakeStorage, fakeClock } from './test-fakes';

const HOUR = 60 * 60 * 1000;

function setup() {
  const localStorage = new FakeStorage();
  const sessionStorage = new FakeStorage();
  const store = createReferralStore({ localStorage, sessionStorage, clock: fakeClock() });
  return { localStorage, sessionStorage, store };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-23T08:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('referral codes', () => {
  it('captures the four codes from the query with a timestamp', () => {
    const { store, localStorage } = setup();
    store.capture('?i_code=I1&r_code=R1&r_bet=B1&invite_code=V1&other=x');
    expect(store.referralCodes()).toEqual({ i_code: 'I1', r_code: 'R1', r_bet: 'B1', invite_code: 'V1' });
    expect(JSON.parse(localStorage.getItem('i_code') ?? '{}')).toEqual({ value: 'I1', capturedAt: Date.now() });
  });

  it('i_code, r_code and r_bet expire after 12 h; invite_code lasts 24 h', () => {
    const { store } = setup();
    store.capture('?i_code=I1&r_code=R1&r_bet=B1&invite_code=V1');
    vi.advanceTimersByTime(12 * HOUR);
    expect(store.referralCodes()).toEqual({ i_code: 'I1', r_code: 'R1', r_bet: 'B1', invite_code: 'V1' });
    vi.advanceTimersByTime(1);
    expect(store.referralCodes()).toEqual({ invite_code: 'V1' });
    vi.advanceTimersByTime(12 * HOUR - 1);
    expect(store.referralCodes()).toEqual({ invite_code: 'V1' });
    vi.advanceTimersByTime(1);
    expect(store.referralCodes()).toEqual({});
  });

  it('removes expired codes from storage', () => {
    const { store, localStorage } = setup();
    store.capture('?r_code=R1');
    vi.advanceTimersByTime(13 * HOUR);
    store.referralCodes();
    expect(localStorage.getItem('r_code')).toBeNull();
  });

  it('a new visit with a code restarts its clock; one without keeps the old capture', () => {
    const { store } = setup();
    store.capture('?i_code=OLD');
    vi.advanceTimersByTime(11 * HOUR);
    store.capture('?i_code=NEW');
    vi.advanceTimersByTime(11 * HOUR);
    expect(store.referralCodes()).toEqual({ i_code: 'NEW' });
    store.capture('?i_code=');
    vi.advanceTimersByTime(1 * HOUR + 1);
    expect(store.referralCodes()).toEqual({});
  });

  it('ignores corrupt or future-dated stored codes', () => {
    const { store, localStorage } = setup();
    localStorage.setItem('i_code', 'not json');
    localStorage.setItem('r_code', JSON.stringify({ value: 'R', capturedAt: 'yesterday' }));
    localStorage.setItem('invite_code', JSON.stringify({ value: 'V', capturedAt: Date.now() + HOUR }));
    expect(store.referralCodes()).toEqual({});
    expect(localStorage.getItem('i_code')).toBeNull();
  });

  it('captures agent_verify locally and growCode in session storage', () => {
    const { store, localStorage, sessionStorage } = setup();
    expect(store.agentVerify()).toBeNull();
    expect(store.growCode()).toBeNull();
    store.capture('?agent_verify=AG7&growCode=G9');
    expect(store.agentVerify()).toBe('AG7');
    expect(store.growCode()).toBe('G9');
    expect(localStorage.getItem('agent_verify')).toBe('AG7');
    expect(sessionStorage.getItem('growCode')).toBe('G9');
    expect(localStorage.getItem('growCode')).toBeNull();
  });

  it('never throws on odd input or broken storage', () => {
    const broken = createReferralStore({ localStorage: new BrokenStorage(), sessionStorage: new BrokenStorage(), clock: fakeClock() });
    expect(() => broken.capture('?i_code=I1&agent_verify=A')).not.toThrow();
    expect(broken.referralCodes()).toEqual({});
    expect(broken.agentVerify()).toBeNull();
    const { store } = setup();
    expect(() => store.capture('%%%&&==')).not.toThrow();
    expect(store.referralCodes()).toEqual({});
  });
});
