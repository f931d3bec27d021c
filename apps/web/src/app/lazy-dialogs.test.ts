import { createDialogManager } from '@site/dialogs';
import type { DialogManager } from '@site/dialogs';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialogManager } from './lazy-dialogs';

/** A stand-in whose code arrives when the test says so. */
function deferredLoad() {
  let arrive: (manager: DialogManager) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<DialogManager>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  const real = createDialogManager();
  return { load, real, arrive: async () => arrive(real), fail: async (e: Error) => fail(e), lazy: lazyDialogManager(load) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyDialogManager: the dialog code loads on first use', () => {
  it('loads nothing until a dialog is opened or the host subscribes', () => {
    const { load, lazy } = deferredLoad();
    expect(lazy.getDialogs()).toEqual([]);
    expect(load).not.toHaveBeenCalled();
  });

  it('a dialog opened before the code came shows once it comes, in order, and its handle follows it', async () => {
    const { lazy, real, arrive } = deferredLoad();
    const first = lazy.open({ title: '一', kind: 'alert' });
    const second = lazy.open({ title: '二', kind: 'alert' });
    expect(lazy.getDialogs()).toEqual([]);
    await arrive();
    await flush();
    expect(lazy.getDialogs().map((d) => d.title)).toEqual(['一', '二']);
    expect(first.id).toBe(real.getDialogs()[0]?.id);
    real.press(first.id, 0);
    await expect(first.closed).resolves.toEqual({ reason: 'button', buttonIndex: 0 });
    expect(second.id).not.toBe('');
  });

  it('a handle closed before the code came never shows, and says it closed', async () => {
    const { lazy, arrive } = deferredLoad();
    const onClose = vi.fn();
    const handle = lazy.open({ title: '不必出现', onClose });
    handle.close();
    await arrive();
    await expect(handle.closed).resolves.toEqual({ reason: 'api' });
    expect(lazy.getDialogs()).toEqual([]);
    expect(onClose).toHaveBeenCalledWith({ reason: 'api' });
  });

  it('closeAll before the code came (a logout) drops every waiting dialog', async () => {
    const { lazy, arrive } = deferredLoad();
    lazy.open({ title: '一' });
    lazy.open({ title: '二' });
    lazy.closeAll();
    await arrive();
    await flush();
    expect(lazy.getDialogs()).toEqual([]);
  });

  it('a listener subscribed early starts the load, hears the manager arrive, then every change; unsubscribing stops it', async () => {
    const { load, lazy, arrive } = deferredLoad();
    const heard = vi.fn();
    const off = lazy.subscribe(heard);
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    await flush();
    expect(heard).toHaveBeenCalledTimes(1);
    lazy.open({ title: '新消息' });
    expect(heard).toHaveBeenCalledTimes(2);
    off();
    lazy.open({ title: '再一条' });
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('after a failed load the next dialog asks for the code again', async () => {
    const { load, lazy, fail } = deferredLoad();
    const handle = lazy.open({ title: '一' });
    await fail(new Error('chunk failed'));
    await expect(handle.closed).resolves.toEqual({ reason: 'api' });
    lazy.open({ title: '二' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
