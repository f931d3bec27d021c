import { CHAT_MSG_ID, SUCCESS_CODE } from '@site/api-contract';
import type { ChatRoom, ChatShareBet } from '@site/api-contract';
import { createChatSocket } from '@site/chat-socket';
import type { ChatSocket } from '@site/chat-socket';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Services } from '../../app/services';
import { servicesAtom } from '../../state/services';
import { BET_RECORDS, venueNamer } from './record-kinds';
import { ShareToChat } from './ShareToChat';

afterEach(cleanup);

/** A WebSocket the test answers as the platform would. */
class FakeSocket {
  static last: FakeSocket | null = null;
  readyState = 0;
  sent: { msgId: number; msgData: unknown }[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data) as { msgId: number; msgData: unknown });
  }
  close(): void {
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  reply(msgId: number, data: unknown, code: number = SUCCESS_CODE, message = ''): void {
    act(() => this.onmessage?.({ data: JSON.stringify({ msgId, msgData: { code, message, data } }) }));
  }
  framesWith(msgId: number): unknown[] {
    return this.sent.filter((f) => f.msgId === msgId).map((f) => f.msgData);
  }
}

const room = (patch: Partial<ChatRoom>): ChatRoom => ({ roomId: 1, roomName: '大厅', vipMin: 0, vipMax: 0, status: 1, online: 8, ...patch });
const ROOMS = [room({}), room({ roomId: 2, roomName: '至尊厅', vipMin: 8, vipMax: 10 }), room({ roomId: 3, roomName: '足球厅', status: 0 })];
const login = { userId: 7, nickName: '球迷', grade: 3, speechStatus: 0, vipMin: 0, vipMax: 0, score: 0, rooms: ROOMS, shielded: [] };

const record = {
  id: 5, orderNo: 'OB20260101001', venueCode: 'OBTY', category: 'SPORTS', gameName: '英超 曼城 vs 利物浦', betContent: '主胜 @1.85',
  betAmount: 100, validAmount: 100, winLoss: 85, settled: 1, createdAt: 0,
};
const bet: ChatShareBet = BET_RECORDS.share?.(record, venueNamer([{ code: 'OBTY', name: 'OB体育' }])) as ChatShareBet;

function renderShare(member = true) {
  const socket: ChatSocket = createChatSocket({
    WebSocket: FakeSocket,
    getJwt: () => Promise.resolve({ token: 'jwt', body: 'body' }),
    getSessionToken: () => 'token',
    host: 'chat.example.com',
    secure: false,
    scheduleFrame: (flush) => {
      flush();
      return () => undefined;
    },
  });
  const chat = vi.fn(() => Promise.resolve(socket));
  const services = {
    chat,
    onLogout: () => () => undefined,
    session: { siteConfig: { cached: () => ({}) }, isMember: () => member, token: { subscribe: () => () => undefined } },
  } as unknown as Services;
  const store = createStore();
  store.set(servicesAtom, services);
  render(
    <Provider store={store}>
      <ShareToChat bet={bet} />
    </Provider>,
  );
  return { chat };
}

/** Opens the room choice and logs the socket in; returns the platform's end. */
async function choosing(): Promise<FakeSocket> {
  FakeSocket.last = null;
  renderShare();
  await userEvent.click(screen.getByRole('button', { name: '分享到聊天室' }));
  await waitFor(() => expect(FakeSocket.last).not.toBeNull());
  const ws = FakeSocket.last as unknown as FakeSocket;
  act(() => ws.open());
  await waitFor(() => expect(ws.framesWith(CHAT_MSG_ID.Login)).toHaveLength(1));
  ws.reply(CHAT_MSG_ID.Login, login);
  return ws;
}

describe('sharing a bet record to a chat room', () => {
  it('the bet record’s card is its venue name, match, pick, stake and result (none while open)', () => {
    expect(bet).toEqual({
      orderNo: 'OB20260101001', venueCode: 'OBTY', venueName: 'OB体育', gameName: '英超 曼城 vs 利物浦', betContent: '主胜 @1.85', betAmount: 100, winLoss: 85,
    });
    expect(BET_RECORDS.share?.({ ...record, settled: 0, winLoss: 0 }, venueNamer([]))).toMatchObject({ venueName: '其他场馆', winLoss: null });
  });

  it('offers the rooms the member may enter; choosing one sends one 10010 with the record and says 已分享', async () => {
    const ws = await choosing();
    expect(screen.getByRole('button', { name: '至尊厅' })).toHaveProperty('disabled', true);
    expect(screen.getByText('该聊天室仅限VIP8–VIP10会员进入')).toBeTruthy();
    expect(screen.getByRole('button', { name: '足球厅' })).toHaveProperty('disabled', true);
    expect(screen.getByText('该聊天室维护中，请稍后再来')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '大厅' }));
    expect(ws.framesWith(CHAT_MSG_ID.JoinRoom)).toEqual([{ roomId: 1 }]);
    expect(screen.getByRole('status').textContent).toBe('正在分享…');
    ws.reply(CHAT_MSG_ID.JoinRoom, { room: ROOMS[0], history: [] });
    expect(ws.framesWith(CHAT_MSG_ID.ShareBetRecord)).toEqual([{ roomId: 1, bet }]);
    ws.reply(CHAT_MSG_ID.ShareBetRecord, {
      id: 40, roomId: 1, userId: 7, nickName: '球迷', grade: 3, kind: 'bet', content: '分享注单', bet, gift: null, createdAt: 0,
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('已分享到「大厅」'));
    expect(ws.framesWith(CHAT_MSG_ID.ShareBetRecord)).toHaveLength(1);
  });

  it('a refusal reads as the platform’s reason', async () => {
    const ws = await choosing();
    await userEvent.click(screen.getByRole('button', { name: '大厅' }));
    ws.reply(CHAT_MSG_ID.JoinRoom, { room: ROOMS[0], history: [] });
    ws.reply(CHAT_MSG_ID.ShareBetRecord, null, 10003, '注单不存在，无法分享');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('注单不存在，无法分享'));
  });

  it('every room under maintenance: says so, offers no room', async () => {
    const ws = await choosing();
    ws.reply(CHAT_MSG_ID.AllRoomMaintain, { status: 1, message: '聊天室系统升级中，预计 30 分钟' });
    expect(screen.getByText('聊天室系统升级中，预计 30 分钟')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '大厅' })).toBeNull();
  });

  it('no room in the list, and a guest: says why, a guest’s socket is never opened', async () => {
    FakeSocket.last = null;
    const ws = await (async () => {
      renderShare();
      await userEvent.click(screen.getByRole('button', { name: '分享到聊天室' }));
      await waitFor(() => expect(FakeSocket.last).not.toBeNull());
      const socket = FakeSocket.last as unknown as FakeSocket;
      act(() => socket.open());
      await waitFor(() => expect(socket.framesWith(CHAT_MSG_ID.Login)).toHaveLength(1));
      return socket;
    })();
    expect(screen.getByText('正在连接聊天室…')).toBeTruthy();
    ws.reply(CHAT_MSG_ID.Login, { ...login, rooms: [] });
    expect(screen.getByText('暂无可进入的聊天室')).toBeTruthy();
    cleanup();

    const { chat } = renderShare(false);
    await userEvent.click(screen.getByRole('button', { name: '分享到聊天室' }));
    expect(screen.getByText('请先登录，登录后才能分享到聊天室')).toBeTruthy();
    expect(chat).not.toHaveBeenCalled();
  });
});
