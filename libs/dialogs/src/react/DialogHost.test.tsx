import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { createDialogManager } from '../dialog-manager';
import { DIALOG_LEAVE_MS } from '../constants';
import { DialogHost } from './DialogHost';
import { showSafetyTip } from '../safety-tip';

// Testing Library's async wrapper drains with a setTimeout(0) that it only advances itself when
// it sees jest's fake timers; pointing that hook at vitest's clock keeps user-event from hanging.
function shareFakeTimersWithTestingLibrary() {
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

function setup() {
  shareFakeTimersWithTestingLibrary();
  const scrollLock = { lock: vi.fn(), unlock: vi.fn() };
  const manager = createDialogManager<ReactNode>({ scrollLock, viewportHeight: () => 800 });
  // delay null: user-event never waits on a timer, so fake timers stay fully in the test's hands.
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <button type="button" onClick={() => manager.open({ kind: 'confirm', content: '确认退出登录吗？' })}>
        打开
      </button>
      <DialogHost manager={manager} />
    </>,
  );
  return { manager, user, scrollLock };
}

function leave() {
  act(() => {
    vi.advanceTimersByTime(DIALOG_LEAVE_MS);
  });
}

describe('DialogHost', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('renders a modal dialog labelled by its title and described by its content', async () => {
    vi.useFakeTimers();
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '打开' }));
    const dialog = screen.getByRole('dialog', { name: '温馨提示' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('确认退出登录吗？').id);
    expect(dialog.style.width).toBe('360px');
    expect(dialog.closest('.site-dialog')?.className).toContain('site-dialog--zoom-in');
    expect(dialog.closest('.site-dialog')?.className).toContain('site-dialog--auto-height');
  });

  it('adds no page landmark: a dialog over a page with its own header leaves one banner', () => {
    const { manager } = setup();
    act(() => {
      manager.open({ kind: 'info', title: '首存加赠', content: '活动详情' });
    });
    expect(screen.getByRole('dialog', { name: '首存加赠' })).toBeTruthy();
    expect(screen.queryAllByRole('banner')).toHaveLength(0);
  });

  it('uses role alertdialog for alerts', () => {
    const { manager } = setup();
    act(() => {
      manager.open({ kind: 'alert', title: '提示', content: '账号异常' });
    });
    expect(screen.getByRole('alertdialog', { name: '提示' })).toBeTruthy();
  });

  it('moves focus in, traps Tab, closes on Escape and returns focus to the trigger', async () => {
    vi.useFakeTimers();
    const { user } = setup();
    const trigger = screen.getByRole('button', { name: '打开' });
    await user.click(trigger);
    const confirm = screen.getByRole('button', { name: '取消' });
    expect(document.activeElement).toBe(confirm);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '确定' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '关闭' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '确定' }));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(trigger);
    leave();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not close on Escape or mask when not allowed', async () => {
    vi.useFakeTimers();
    const { manager, user } = setup();
    act(() => {
      manager.open({ kind: 'alert', closable: false, content: '必须确认' });
    });
    await user.keyboard('{Escape}');
    const mask = document.querySelector('.site-dialog__mask');
    if (!mask) throw new Error('mask missing');
    await user.click(mask);
    leave();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
  });

  it('closes on mask click and by the close icon', async () => {
    vi.useFakeTimers();
    const { manager, user } = setup();
    act(() => {
      manager.open({ kind: 'info', title: '一' });
    });
    const mask = document.querySelector('.site-dialog__mask');
    if (!mask) throw new Error('mask missing');
    await user.click(mask);
    leave();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      manager.open({ kind: 'info', title: '二' });
    });
    await user.click(screen.getByRole('button', { name: '关闭' }));
    leave();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes a leaving dialog out of the accessibility tree at once, while it animates out', async () => {
    vi.useFakeTimers();
    const { manager, user } = setup();
    act(() => {
      manager.open({ kind: 'confirm', title: '退出登录', content: '确定要退出当前账号吗？' });
    });
    await user.click(screen.getByRole('button', { name: '取消' }));
    // Still drawn for the leave animation, but no longer a dialog anyone can reach.
    expect(document.querySelector('.site-dialog.is-leaving')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      manager.open({ kind: 'confirm', title: '退出登录', content: '确定要退出当前账号吗？' });
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    leave();
  });

  it('shows a countdown button disabled with its seconds, then enabled', async () => {
    vi.useFakeTimers();
    const { manager } = setup();
    act(() => {
      manager.open({ buttons: [{ text: '同意', countdownSeconds: 5, variant: 'primary' }] });
    });
    const button = screen.getByRole('button', { name: '同意（5s）' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(button.textContent).toBe('同意（1s）');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(button.textContent).toBe('同意');
    expect(button.disabled).toBe(false);
  });

  it('marks a loading button busy and ignores a second click', async () => {
    vi.useFakeTimers();
    const { manager, user } = setup();
    const onClick = vi.fn(() => new Promise<void>(() => undefined));
    act(() => {
      manager.open({ buttons: [{ text: '提交', onClick }] });
    });
    await user.click(screen.getByRole('button', { name: '提交' }));
    const button = screen.getByRole('button', { name: /提交/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status', { name: '处理中' })).toBeTruthy();
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps only the top dialog interactive and hands focus back down the stack', async () => {
    vi.useFakeTimers();
    const { manager, user } = setup();
    act(() => {
      manager.open({ kind: 'info', title: '底层', buttons: [{ text: '再开一个', onClick: () => {
        manager.open({ kind: 'info', title: '上层' });
        return false;
      } }] });
    });
    const lowerButton = screen.getByRole('button', { name: '再开一个' });
    await user.click(lowerButton);
    const upper = screen.getByRole('dialog', { name: '上层' });
    expect(upper.contains(document.activeElement)).toBe(true);
    expect(lowerButton.closest('[inert]')).not.toBeNull();
    await user.keyboard('{Escape}');
    leave();
    expect(document.activeElement).toBe(lowerButton);
    expect(lowerButton.closest('[inert]')).toBeNull();
  });

  it('shows the safety tip and locks scroll until it leaves', async () => {
    vi.useFakeTimers();
    const { manager, user, scrollLock } = setup();
    act(() => {
      showSafetyTip(manager);
    });
    expect(screen.getByRole('dialog', { name: '温馨提示' }).textContent).toContain('请勿转账');
    expect(scrollLock.lock).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '我知道了' }));
    leave();
    expect(scrollLock.unlock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('applies the auto-height class from the viewport on resize', () => {
    const scrollLock = { lock: vi.fn(), unlock: vi.fn() };
    let height = 1000;
    const manager = createDialogManager<ReactNode>({ scrollLock, viewportHeight: () => height });
    render(<DialogHost manager={manager} />);
    act(() => {
      manager.open();
    });
    const wrapper = () => screen.getByRole('dialog').closest('.site-dialog');
    expect(wrapper()?.classList.contains('site-dialog--auto-height')).toBe(false);
    height = 700;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(wrapper()?.classList.contains('site-dialog--auto-height')).toBe(true);
  });
});
