import { createDialogManager } from '@site/dialogs';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyDialogHost } from './LazyDialogHost';

afterEach(cleanup);

function setup() {
  const manager = createDialogManager<ReactNode>({ scrollLock: { lock: vi.fn(), unlock: vi.fn() }, viewportHeight: () => 800 });
  render(<LazyDialogHost manager={manager} />);
  return manager;
}

describe('LazyDialogHost', () => {
  it('renders nothing while no dialog has opened', () => {
    setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows a dialog opened before its code has loaded, with its text and buttons', async () => {
    const manager = setup();
    act(() => {
      manager.open({ kind: 'info', title: '公告', content: '系统维护通知', buttons: [{ text: '知道了', variant: 'primary' }] });
    });
    expect(await screen.findByText('系统维护通知')).toBeTruthy();
    expect(screen.getByRole('button', { name: '知道了' })).toBeTruthy();
  });
});
