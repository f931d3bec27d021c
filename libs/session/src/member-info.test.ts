import { hashUsername } from '@site/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { createMemberInfoLoader } from './member-info';
import type { MemberInfo } from './ports';
import { FakeStorage } from './test-fakes';

const INFO: MemberInfo = { username: 'demo01', userId: 42, grade: 3 };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(memberInfo: () => Promise<MemberInfo>, token: string | null = 'tok') {
  const localStorage = new FakeStorage();
  const state = { token };
  const loader = createMemberInfoLoader({ memberInfo, localStorage, getToken: () => state.token });
  return { loader, localStorage, state };
}

describe('member info', () => {
  it('concurrent callers share one in-flight request', async () => {
    const reply = deferred<MemberInfo>();
    const memberInfo = vi.fn(() => reply.promise);
    const { loader } = setup(memberInfo);
    const calls = [loader.get(), loader.get(), loader.get()];
    expect(memberInfo).toHaveBeenCalledTimes(0); // starts on the next tick, once
    await Promise.resolve();
    reply.resolve(INFO);
    await expect(Promise.all(calls)).resolves.toEqual([INFO, INFO, INFO]);
    expect(memberInfo).toHaveBeenCalledTimes(1);
  });

  it('is fetched once per page: later callers get the same result without a request', async () => {
    const memberInfo = vi.fn(async () => INFO);
    const { loader } = setup(memberInfo);
    await loader.get();
    await loader.get();
    expect(memberInfo).toHaveBeenCalledTimes(1);
    loader.reset();
    await loader.get();
    expect(memberInfo).toHaveBeenCalledTimes(2);
  });

  it('a guest gets null and no request', async () => {
    const memberInfo = vi.fn(async () => INFO);
    const { loader } = setup(memberInfo, null);
    await expect(loader.get()).resolves.toBeNull();
    expect(memberInfo).not.toHaveBeenCalled();
  });

  it('a different token fetches again', async () => {
    const memberInfo = vi.fn(async () => INFO);
    const { loader, state } = setup(memberInfo);
    await loader.get();
    state.token = 'other';
    await loader.get();
    expect(memberInfo).toHaveBeenCalledTimes(2);
  });

  it('a failure reaches every waiting caller and is not kept', async () => {
    const memberInfo = vi.fn<() => Promise<MemberInfo>>().mockRejectedValueOnce(new Error('网络异常')).mockResolvedValueOnce(INFO);
    const { loader } = setup(memberInfo);
    const a = loader.get();
    const b = loader.get();
    await expect(a).rejects.toThrow('网络异常');
    await expect(b).rejects.toThrow('网络异常');
    await expect(loader.get()).resolves.toEqual(INFO);
    expect(memberInfo).toHaveBeenCalledTimes(2);
  });

  it('a synchronous throw of the port becomes a rejection', async () => {
    const { loader } = setup(() => {
      throw new Error('boom');
    });
    await expect(loader.get()).rejects.toThrow('boom');
  });

  it('stores the username locally; its hash feeds the encrypted-user header', async () => {
    const { loader, localStorage } = setup(async () => INFO);
    expect(loader.username()).toBeNull();
    expect(loader.usernameHash()).toBeNull();
    await loader.get();
    expect(localStorage.getItem('username')).toBe('demo01');
    expect(loader.username()).toBe('demo01');
    expect(loader.usernameHash()).toBe(hashUsername('demo01'));
    expect(loader.usernameHash()).not.toBe(hashUsername('demo02'));
  });
});
