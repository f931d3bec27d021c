import type { ChatListItem } from '@site/chat-socket';
import type { ChatMessage } from '@site/api-contract';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);
import { MessageRow } from './MessageRow';

const message = (patch: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 1, roomId: 1, userId: 9, nickName: '球迷老张', grade: 3, kind: 'text', content: '你好', bet: null, gift: null,
  createdAt: Date.UTC(2026, 0, 1, 4, 5), ...patch,
});
const item = (m: ChatMessage): ChatListItem => ({ key: `m:${m.id}`, kind: m.kind, message: m });

describe('MessageRow', () => {
  it('renders HTML in member text as text: no element, no script, no link', () => {
    const payload = '<img src=x onerror="window.__x=1"><a href="javascript:alert(1)">点我</a> https://evil.example';
    const { container } = render(<MessageRow item={item(message({ content: payload }))} selfId={1} onShield={vi.fn()} />);
    expect(screen.getByTestId('chat-text').textContent).toBe(payload);
    expect(container.querySelector('img, a, script')).toBeNull();
  });

  it('marks the member’s own message and offers shielding only on others’', async () => {
    const onShield = vi.fn();
    const { rerender } = render(<MessageRow item={item(message())} selfId={9} onShield={onShield} />);
    expect(screen.getByText('我')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /屏蔽/ })).toBeNull();
    rerender(<MessageRow item={item(message())} selfId={1} onShield={onShield} />);
    await userEvent.click(screen.getByRole('button', { name: '屏蔽 球迷老张 的消息' }));
    expect(onShield).toHaveBeenCalledWith(9);
  });

  it('isolates every member name (<bdi>), so a right-to-left name cannot reorder the text around it', () => {
    const rtl = 'مرحبا';
    const { rerender, container } = render(<MessageRow item={item(message({ nickName: rtl }))} selfId={1} onShield={vi.fn()} />);
    expect(container.querySelector('bdi.chat-msg__name')?.textContent).toBe(rtl);
    rerender(<MessageRow item={{ key: 'j:1', kind: 'join', join: { roomId: 1, userId: 2, nickName: rtl, grade: 1 }, at: 0 }} selfId={1} onShield={vi.fn()} />);
    expect([...container.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual([rtl]);
    rerender(<MessageRow item={item(message({ nickName: rtl, kind: 'gift', gift: { giftId: 1, giftName: '跑车', count: 2 } }))} selfId={1} onShield={vi.fn()} />);
    expect([...container.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual([rtl, '跑车']);
  });

  it('renders joins, scores, gifts, system notices and shared bets as their own kinds', () => {
    const { rerender, container } = render(
      <MessageRow item={{ key: 'j:1', kind: 'join', join: { roomId: 1, userId: 2, nickName: '夜猫子', grade: 1 }, at: 0 }} selfId={1} onShield={vi.fn()} />,
    );
    expect(container.textContent).toBe('欢迎 夜猫子 进入聊天室');
    rerender(<MessageRow item={{ key: 's:1', kind: 'score', score: 88, at: 0 }} selfId={1} onShield={vi.fn()} />);
    expect(container.textContent).toBe('您当前的积分：88');
    rerender(
      <MessageRow item={item(message({ kind: 'gift', gift: { giftId: 1, giftName: '跑车', count: 2 } }))} selfId={1} onShield={vi.fn()} />,
    );
    expect(container.textContent).toContain('球迷老张 送出 跑车 × 2');
    rerender(<MessageRow item={item(message({ kind: 'system', content: '系统维护通知' }))} selfId={1} onShield={vi.fn()} />);
    expect(container.textContent).toContain('系统维护通知');
    const bet = { orderNo: 'B1', venueCode: 'OBTY', gameName: '英超 曼城 vs 利物浦', betContent: '主胜', betAmount: 100, odds: 1.85 };
    rerender(<MessageRow item={item(message({ kind: 'bet', bet }))} selfId={1} onShield={vi.fn()} />);
    expect(container.textContent).toContain('分享注单 · OBTY');
    expect(container.textContent).toContain('英超 曼城 vs 利物浦');
    expect(container.textContent).toContain('100.00');
    expect(container.textContent).toContain('1.85');
  });

  it('a shared bet (10010) is a card: venue, match, pick, stake and result, its texts never HTML', () => {
    const html = '<img src=x onerror="window.__x=1">';
    const bet = {
      orderNo: 'OB1', venueCode: 'OBTY', venueName: 'OB体育', gameName: `英超 曼城 vs 利物浦 ${html}`, betContent: '主胜',
      betAmount: 1234.5, winLoss: 1049.33,
    };
    const { rerender, container } = render(<MessageRow item={item(message({ kind: 'bet', content: '分享注单', bet }))} selfId={9} onShield={vi.fn()} />);
    const card = screen.getByTestId('chat-bet');
    const facts = Object.fromEntries([...card.querySelectorAll('dl > div')].map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent]));
    expect(card.querySelector('.chat-bet__title')?.textContent).toBe('分享注单 · OB体育');
    expect(card.querySelector('.chat-bet__game')?.textContent).toBe(bet.gameName);
    expect(card.querySelector('.chat-bet__content')?.textContent).toBe('主胜');
    expect(facts).toEqual({ 投注金额: '1,234.50', 结果: '赢 +1,049.33' });
    expect(container.querySelector('img, script, a')).toBeNull();
    expect(screen.queryByTestId('chat-text')).toBeNull();

    rerender(<MessageRow item={item(message({ kind: 'bet', bet: { ...bet, winLoss: -1234.5, odds: 1.85 } }))} selfId={9} onShield={vi.fn()} />);
    expect(screen.getByTestId('chat-bet').querySelector('dl')?.textContent).toBe('投注金额1,234.50赔率1.85结果输 -1,234.50');
    rerender(<MessageRow item={item(message({ kind: 'bet', bet: { ...bet, winLoss: null } }))} selfId={9} onShield={vi.fn()} />);
    expect(screen.getByTestId('chat-bet').querySelector('.chat-bet__result')?.textContent).toBe('未结算');
    // A card pushed without a venue name shows the venue's code rather than nothing.
    rerender(<MessageRow item={item(message({ kind: 'bet', bet: { ...bet, venueName: undefined } }))} selfId={9} onShield={vi.fn()} />);
    expect(screen.getByTestId('chat-bet').querySelector('.chat-bet__title')?.textContent).toBe('分享注单 · OBTY');
  });
});
