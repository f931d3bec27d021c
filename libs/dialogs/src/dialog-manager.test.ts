import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDialogManager } from './dialog-manager';
import { showSafetyTip } from './safety-tip';
import type { DialogPorts } from './types';

function setup(height = 1000) {
  const scrollLock = { lock: vi.fn(), unlock: vi.fn() };
  let viewport = height;
  const ports: DialogPorts = { scrollLock, viewportHeight: () => viewport };
  const manager = createDialogManager(ports);
  return {
    manager,
    scrollLock,
    setViewport(value: number) {
      viewport = value;
    },
  };
}

describe('dialog manager', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens with the spec defaults: 温馨提示, 确定, zoom-in, width 360', () => {
    const { manager } = setup();
    manager.open({ kind: 'info', content: '内容' });
    const [dialog] = manager.getDialogs();
    expect(dialog).toMatchObject({
      kind: 'info',
      title: '温馨提示',
      content: '内容',
      animation: 'zoom-in',
      width: 360,
      closable: true,
      leaving: false,
    });
    expect(dialog?.buttons.map((button) => button.label)).toEqual(['确定']);
  });

  it('gives confirm a 取消 button before 确定, and an empty list means no footer', () => {
    const { manager } = setup();
    manager.open({ kind: 'confirm' });
    manager.open({ kind: 'info', buttons: [] });
    const [confirm, bare] = manager.getDialogs();
    expect(confirm?.buttons.map((button) => button.label)).toEqual(['取消', '确定']);
    expect(bare?.buttons).toEqual([]);
  });

  it('keeps a closing dialog for the 300 ms leave animation, then removes it', () => {
    const { manager } = setup();
    const { id } = manager.open();
    manager.close(id);
    expect(manager.getDialogs()[0]?.leaving).toBe(true);
    vi.advanceTimersByTime(299);
    expect(manager.getDialogs()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(manager.getDialogs()).toHaveLength(0);
  });

  it('closes all dialogs at once', async () => {
    const { manager } = setup();
    const first = manager.open();
    const second = manager.open();
    manager.closeAll();
    expect(manager.getDialogs().every((dialog) => dialog.leaving)).toBe(true);
    await expect(first.closed).resolves.toEqual({ reason: 'close-all' });
    await expect(second.closed).resolves.toEqual({ reason: 'close-all' });
    vi.advanceTimersByTime(300);
    expect(manager.getDialogs()).toEqual([]);
  });

  it('locks page scroll once while any dialog is open and restores it after the last leaves', () => {
    const { manager, scrollLock } = setup();
    const first = manager.open();
    const second = manager.open();
    expect(scrollLock.lock).toHaveBeenCalledTimes(1);
    first.close();
    vi.advanceTimersByTime(300);
    expect(scrollLock.unlock).not.toHaveBeenCalled();
    second.close();
    vi.advanceTimersByTime(299);
    expect(scrollLock.unlock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollLock.unlock).toHaveBeenCalledTimes(1);
  });

  it('closes on mask click only when allowed; alerts ignore the mask by default', async () => {
    const { manager } = setup();
    const info = manager.open({ kind: 'info' });
    const alert = manager.open({ kind: 'alert' });
    const locked = manager.open({ kind: 'info', maskClosable: false });
    expect(manager.dismiss(alert.id, 'mask')).toBe(false);
    expect(manager.dismiss(locked.id, 'mask')).toBe(false);
    expect(manager.dismiss(info.id, 'mask')).toBe(true);
    await expect(info.closed).resolves.toEqual({ reason: 'mask' });
    expect(manager.getDialogs().filter((dialog) => !dialog.leaving).map((dialog) => dialog.id)).toEqual([
      alert.id,
      locked.id,
    ]);
  });

  it('honours closable for Escape and the close icon', () => {
    const { manager } = setup();
    const fixed = manager.open({ closable: false });
    const free = manager.open();
    expect(manager.dismiss(fixed.id, 'escape')).toBe(false);
    expect(manager.dismiss(fixed.id, 'close-icon')).toBe(false);
    expect(manager.dismiss(free.id, 'escape')).toBe(true);
  });

  it('counts a button down once a second, showing the seconds, then enables it', () => {
    const { manager } = setup();
    const { id } = manager.open({ buttons: [{ text: '确定', countdownSeconds: 3 }] });
    const button = () => manager.getDialogs()[0]?.buttons[0];
    expect(button()).toMatchObject({ label: '确定（3s）', enabled: false, remainingSeconds: 3 });
    manager.press(id, 0);
    expect(manager.getDialogs()[0]?.leaving).toBe(false);
    vi.advanceTimersByTime(999);
    expect(button()?.label).toBe('确定（3s）');
    vi.advanceTimersByTime(1);
    expect(button()?.label).toBe('确定（2s）');
    vi.advanceTimersByTime(2000);
    expect(button()).toMatchObject({ label: '确定', enabled: true, remainingSeconds: 0 });
    expect(vi.getTimerCount()).toBe(0);
    manager.press(id, 0);
    expect(manager.getDialogs()[0]?.leaving).toBe(true);
  });

  it('stops the countdown when the dialog closes', () => {
    const { manager } = setup();
    const { id } = manager.open({ buttons: [{ text: '确定', countdownSeconds: 10 }] });
    manager.close(id);
    vi.advanceTimersByTime(300);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores presses on disabled buttons and reports the button index on close', async () => {
    const { manager } = setup();
    const handle = manager.open({
      buttons: [{ text: '取消', disabled: true }, { text: '确定' }],
    });
    manager.press(handle.id, 0);
    expect(manager.getDialogs()[0]?.leaving).toBe(false);
    manager.press(handle.id, 1);
    await expect(handle.closed).resolves.toEqual({ reason: 'button', buttonIndex: 1 });
  });

  it('shows loading while an async handler runs, refuses double presses, and closes when it resolves', async () => {
    const { manager } = setup();
    let finish: () => void = () => undefined;
    const onClick = vi.fn(() => new Promise<void>((done) => (finish = done)));
    const { id } = manager.open({ buttons: [{ text: '提交', onClick }] });
    manager.press(id, 0);
    expect(manager.getDialogs()[0]?.buttons[0]).toMatchObject({ loading: true, enabled: false });
    manager.press(id, 0);
    expect(onClick).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => expect(manager.getDialogs()[0]?.leaving).toBe(true));
    expect(manager.getDialogs()[0]?.buttons[0]?.loading).toBe(false);
  });

  it('stays open when a handler returns false or its promise rejects', async () => {
    const { manager } = setup();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { id } = manager.open({
      buttons: [{ text: '否', onClick: () => false }, { text: '失败', onClick: () => Promise.reject(new Error('x')) }],
    });
    manager.press(id, 0);
    manager.press(id, 1);
    await vi.waitFor(() => expect(manager.getDialogs()[0]?.buttons[1]?.loading).toBe(false));
    expect(manager.getDialogs()[0]?.leaving).toBe(false);
    expect(errors).toHaveBeenCalled();
  });

  it('lets the caller set a button loading, disabled or counting down later', () => {
    const { manager } = setup();
    const { id } = manager.open({ buttons: [{ text: '确定' }] });
    manager.setButton(id, 0, { loading: true });
    expect(manager.getDialogs()[0]?.buttons[0]).toMatchObject({ loading: true, enabled: false });
    manager.setButton(id, 0, { loading: false, countdownSeconds: 2 });
    expect(manager.getDialogs()[0]?.buttons[0]?.label).toBe('确定（2s）');
    vi.advanceTimersByTime(2000);
    expect(manager.getDialogs()[0]?.buttons[0]?.enabled).toBe(true);
    manager.setButton(id, 0, { disabled: true });
    expect(manager.getDialogs()[0]?.buttons[0]?.enabled).toBe(false);
  });

  it('applies the auto-height layout only when the viewport is under 900 high', () => {
    const { manager, setViewport } = setup(900);
    manager.open();
    expect(manager.getDialogs()[0]?.autoHeight).toBe(false);
    setViewport(899);
    manager.refreshViewport();
    expect(manager.getDialogs()[0]?.autoHeight).toBe(true);
    setViewport(1200);
    manager.refreshViewport();
    expect(manager.getDialogs()[0]?.autoHeight).toBe(false);
  });

  it('calls onClose once and notifies subscribers with a new snapshot', () => {
    const { manager } = setup();
    const onClose = vi.fn();
    const listener = vi.fn();
    const unsubscribe = manager.subscribe(listener);
    const handle = manager.open({ onClose });
    const opened = manager.getDialogs();
    expect(manager.getDialogs()).toBe(opened);
    handle.close();
    handle.close();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith({ reason: 'api' });
    expect(manager.getDialogs()).not.toBe(opened);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    vi.advanceTimersByTime(300);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores unknown ids and indexes without throwing', () => {
    const { manager } = setup();
    expect(() => {
      manager.close('nope');
      manager.press('nope', 0);
      manager.setButton('nope', 3, { loading: true });
    }).not.toThrow();
    expect(manager.dismiss('nope', 'mask')).toBe(false);
  });

  it('opens the safety tip with its warning and 我知道了', () => {
    const { manager } = setup();
    showSafetyTip(manager);
    const [dialog] = manager.getDialogs();
    expect(dialog?.title).toBe('温馨提示');
    expect(String(dialog?.content)).toMatch(/客服.*卡号.*请勿转账.*平台概不负责/);
    expect(dialog?.buttons.map((button) => button.label)).toEqual(['我知道了']);
  });
});

describe('default browser ports', () => {
  it('locks body scroll and restores the previous value', () => {
    vi.useFakeTimers();
    document.body.style.overflow = 'scroll';
    const manager = createDialogManager();
    const handle = manager.open();
    expect(document.body.style.overflow).toBe('hidden');
    handle.close();
    vi.advanceTimersByTime(300);
    expect(document.body.style.overflow).toBe('scroll');
    vi.useRealTimers();
  });
});
