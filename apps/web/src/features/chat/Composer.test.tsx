import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);
import { Composer } from './Composer';

describe('Composer', () => {
  it('a muted member cannot type or send, and is told why in Chinese', () => {
    render(<Composer blocked="您已被禁言，暂时无法发言" onSend={vi.fn()} />);
    expect((screen.getByRole('textbox', { name: '聊天内容' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '发送' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('您已被禁言，暂时无法发言');
  });

  it('sends the text and clears it; a refused send keeps the text and shows the reason', async () => {
    const onSend = vi.fn().mockReturnValueOnce({ ok: true }).mockReturnValueOnce({ ok: false, reason: '聊天室连接已断开，请稍后再试' });
    render(<Composer blocked={null} onSend={onSend} />);
    const input = screen.getByRole('textbox', { name: '聊天内容' }) as HTMLInputElement;
    await userEvent.type(input, '大家好 😀{Enter}');
    expect(onSend).toHaveBeenLastCalledWith('大家好 😀');
    expect(input.value).toBe('');
    await userEvent.type(input, '第二句');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(input.value).toBe('第二句');
    expect(screen.getByRole('alert').textContent).toBe('聊天室连接已断开，请稍后再试');
  });
});
