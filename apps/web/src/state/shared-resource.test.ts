import { BusinessError } from '@site/api-client';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { Services } from '../app/services';
import { servicesAtom } from './services';
import { clearAllShared, refreshFailed, sharedResource } from './shared-resource';

function setup(read: () => Promise<number>) {
  let clock = 1_000;
  const resource = sharedResource<number>(read, () => clock);
  const store = createStore();
  store.set(servicesAtom, {} as Services);
  return { resource, store, tick: (ms: number) => (clock += ms) };
}

describe('sharedResource', () => {
  it('a loader waits for the first read; a failure with nothing to show rejects (the route shows its error view)', async () => {
    const read = vi.fn().mockRejectedValueOnce(new BusinessError(10001, '余额查询失败')).mockResolvedValueOnce(5);
    const { resource, store } = setup(read);
    await expect(resource.ensure(store)).rejects.toThrow('余额查询失败');
    expect(store.get(resource.state).error).toBe('余额查询失败');
    await expect(resource.ensure(store)).resolves.toBe(5);
  });

  it('with data, a loader answers at once and refreshes behind it when the data is stale', async () => {
    let answer = 1;
    const read = vi.fn(async () => answer);
    const { resource, store, tick } = setup(read);
    await resource.ensure(store, 30_000);
    answer = 2;
    tick(29_999);
    await expect(resource.ensure(store, 30_000)).resolves.toBe(1);
    expect(read).toHaveBeenCalledTimes(1);
    tick(1);
    await expect(resource.ensure(store, 30_000)).resolves.toBe(1);
    await vi.waitFor(() => expect(store.get(resource.state).data).toBe(2));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('a failed refresh keeps what is shown and says why beside it', async () => {
    const read = vi.fn().mockResolvedValueOnce(7).mockRejectedValueOnce(new Error('Failed to fetch'));
    const { resource, store } = setup(read);
    await resource.ensure(store);
    await store.set(resource.refresh);
    expect(store.get(resource.state)).toMatchObject({ data: 7, refreshing: false, error: '网络异常,请您稍后重试' });
  });

  it('callers at the same moment share one request', async () => {
    let resolve: (n: number) => void = () => undefined;
    const read = vi.fn(() => new Promise<number>((r) => (resolve = r)));
    const { resource, store } = setup(read);
    const first = resource.ensure(store);
    const refreshing = store.set(resource.refresh);
    expect(store.get(resource.state).refreshing).toBe(true);
    resolve(3);
    await Promise.all([first, refreshing]);
    expect(read).toHaveBeenCalledTimes(1);
    expect(store.get(resource.state).data).toBe(3);
  });

  it('a money reply replaces the data; logout empties every resource', async () => {
    const { resource, store } = setup(async () => 1);
    await resource.ensure(store);
    store.set(resource.set, 9);
    expect(store.get(resource.state).data).toBe(9);
    clearAllShared(store);
    expect(store.get(resource.state)).toMatchObject({ data: undefined, error: null });
  });

  it('a connection that returns reads again what failed, and only that', async () => {
    const failing = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValueOnce(4);
    const { resource: failed, store } = setup(failing);
    const fine = vi.fn(async () => 8);
    const shown = sharedResource<number>(fine);
    await failed.ensure(store).catch(() => undefined);
    await shown.ensure(store);
    refreshFailed(store);
    await vi.waitFor(() => expect(store.get(failed.state)).toMatchObject({ data: 4, error: null }));
    expect(failing).toHaveBeenCalledTimes(2);
    expect(fine).toHaveBeenCalledTimes(1);
  });
});
