import { describe, expect, it } from 'vitest';
import { initialChatState } from './chat-state';
import type { ChatSocketState } from './chat-state';
import { CHAT_MAX_RECONNECT_ATTEMPTS } from './constants';
import { connectionView } from './connection-view';

const state = (patch: Partial<ChatSocketState> = {}): ChatSocketState => ({
  ...initialChatState(),
  status: 1,
  phase: 'open',
  loggedIn: true,
  ...patch,
});

describe('connectionView', () => {
  it('shows connecting, reconnecting n of 5, offline with retry and connected, in Chinese', () => {
    expect(connectionView(null)).toEqual({ tone: 'info', text: '正在连接聊天室…', retry: false });
    expect(connectionView(state({ phase: 'connecting', status: 0 }))).toEqual({ tone: 'info', text: '正在连接聊天室…', retry: false });
    expect(connectionView(state({ phase: 'idle', status: 0 })).retry).toBe(false);
    expect(connectionView(state({ phase: 'reconnecting', status: 0, attempt: 2 }))).toEqual({
      tone: 'warning', text: '正在重新连接（第 2/5 次）…', retry: false,
    });
    expect(connectionView(state({ phase: 'offline', status: 0 }))).toEqual({ tone: 'danger', text: '聊天室连接已断开', retry: true });
    expect(connectionView(state())).toEqual({ tone: 'ok', text: '已连接', retry: false });
    expect(connectionView(state({ loggedIn: false })).text).toBe('正在登录聊天室，请稍候');
  });

  it('counts every attempt up to the last one against the spec’s five', () => {
    const texts = Array.from({ length: CHAT_MAX_RECONNECT_ATTEMPTS }, (_, i) =>
      connectionView(state({ phase: 'reconnecting', status: 0, attempt: i + 1 })).text,
    );
    expect(texts).toEqual([1, 2, 3, 4, 5].map((n) => `正在重新连接（第 ${n}/5 次）…`));
  });
});
