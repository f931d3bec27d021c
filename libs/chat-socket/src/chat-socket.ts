import { CHAT_MSG_ID, chatShareBetRequestSchema } from '@site/api-contract';
import type { ChatMessage, ChatMsgId, ChatShareBet } from '@site/api-contract';
import { globalClock, type ClockPort, type Unsubscribe } from '@site/ports';
import { cleanText } from '@site/validation';
import { pageIsSecure, chatSocketUrl } from './chat-url';
import { DEFAULT_LOGIN_DATA, initialChatState, reduceChatEvent } from './chat-state';
import type { ChatSocketState } from './chat-state';
import { createChatStore } from './chat-store';
import type { ChatStoreView } from './chat-store';
import { createConnection } from './connection';
import { decodeChatFrame } from './decode';
import type { ChatEvent, ChatServerEvent } from './decode';
import { canJoinNow, checkJoinRoom, checkSpeak, isUnderMaintenance } from './gating';
import type { ChatCheck } from './gating';
import { loadHistoryPage } from './history';
import { listItem, messageItems } from './list-items';
import { CHAT_KEPT_ROWS, CHAT_ROOM_OPEN, CHAT_TRIM_ROWS } from './constants';
import { MESSAGES } from './messages';
import { animationFrameScheduler } from './ports';
import type { ChatJwt, FetchHistory, FrameScheduler, WebSocketConstructor } from './ports';

export interface ChatSocketOptions {
  /** Default: the global WebSocket. */
  WebSocket?: WebSocketConstructor;
  /** Default: the global timers. */
  clock?: ClockPort;
  /** The member JWT reply; login waits for it. */
  getJwt(): Promise<ChatJwt>;
  /** The member's session token; without one there is no reconnect (SPEC-NOTES 8). */
  getSessionToken(): string | undefined;
  /** Site config entry 51, possibly with a port; a function when the config loads later. */
  host: string | (() => string | undefined);
  /** wss when true. Default: the page's scheme. */
  secure?: boolean | (() => boolean);
  /** POST /stream/api/v1/history; without it loadHistory reports a failure. */
  fetchHistory?: FetchHistory;
  /** Batches list notifications. Default: requestAnimationFrame. */
  scheduleFrame?: FrameScheduler;
  /** Where errors thrown by listeners go, so one bad listener cannot stop the socket. */
  reportError?: (error: unknown) => void;
}

export interface ChatSocket {
  getState(): ChatSocketState;
  /** State listeners (for the UI); they survive close(). */
  subscribe(listener: () => void): Unsubscribe;
  /** The message list `{ list, scrollType }`. */
  readonly store: ChatStoreView;
  /** Message listeners: every decoded frame. close() removes them (SPEC §4). */
  on(listener: (event: ChatEvent) => void): Unsubscribe;
  connect(): void;
  /** Start over after giving up: attempt counter back to 0, connect now. */
  retry(): void;
  /** Explicit close: socket, room, message listeners, logged-in flag and URL are reset. */
  close(): void;
  /** Log in on the open socket unless already logged in; resolves true when the frame was sent. */
  login(): Promise<boolean>;
  /** Enter a room now, or as soon as the connection is logged in. */
  joinRoom(roomId: number): ChatCheck;
  leaveRoom(): ChatCheck;
  sendText(content: string): ChatCheck;
  /** Share a bet record to the room the member is in (ShareBetRecord 10010), checked against the contract first. */
  shareBet(bet: ChatShareBet): ChatCheck;
  sendGift(giftId: number, count: number): ChatCheck;
  setShield(userId: number, shield: boolean): ChatCheck;
  /** Load the page older than the oldest message held and put it on top of the list. */
  loadHistory(): Promise<ChatCheck>;
  /**
   * The reader follows the newest rows: past CHAT_KEPT_ROWS + CHAT_TRIM_ROWS the oldest go (the
   * list stays bounded however long the room runs); history then has more to load again.
   */
  keepNewest(): void;
  /** Why the member cannot speak now (or whether this text may be sent). */
  checkSpeak(content?: string): ChatCheck;
}

/** SPEC §4 chat socket: connection, login, rooms, typed events and the chat store. */
export function createChatSocket(options: ChatSocketOptions): ChatSocket {
  const clock = options.clock ?? globalClock;
  const reportError = options.reportError ?? ((error: unknown) => globalThis.reportError?.(error));
  const store = createChatStore(options.scheduleFrame ?? animationFrameScheduler);
  const stateListeners = new Set<() => void>();
  const messageListeners = new Set<(event: ChatEvent) => void>();
  let state = initialChatState();
  /**
   * The server took the member out of `state.room` when it went into maintenance (it sends no
   * LeaveRoom for that); the room is joined again when it reopens.
   */
  let outOfRoom = false;
  /** The generation of the socket a login is under way on, or null. */
  let loginPendingOn: number | null = null;
  let itemSeq = 0;
  /** History the platform pushed for the wanted room before its join reply arrived. */
  const earlyHistory: ChatMessage[] = [];

  function notify(): void {
    for (const listener of [...stateListeners]) {
      try {
        listener();
      } catch (error) {
        reportError(error);
      }
    }
  }

  function set(next: ChatSocketState): void {
    if (next === state) return;
    state = next;
    notify();
  }

  const hasToken = (): boolean => {
    const token = options.getSessionToken();
    return typeof token === 'string' && token !== '';
  };

  const connection = createConnection({
    WebSocket: options.WebSocket ?? globalThis.WebSocket,
    clock,
    resolveUrl() {
      const host = typeof options.host === 'function' ? options.host() : options.host;
      const secure = typeof options.secure === 'function' ? options.secure() : (options.secure ?? pageIsSecure());
      return chatSocketUrl(host, secure);
    },
    hasToken,
    hooks: {
      onOpen() {
        void login();
      },
      onFrame: handleFrame,
      onDown() {
        // SPEC §4: room cleared; the login belonged to the dead connection.
        loginPendingOn = null;
        outOfRoom = false;
        store.clear();
        set({ ...state, loggedIn: false, room: null, history: { loading: false, hasMore: false, error: null } });
      },
      onNoToken() {
        if (state.loggedIn) set({ ...state, loggedIn: false });
      },
      onHeartbeat() {
        if (!hasToken() && state.loggedIn) set({ ...state, loggedIn: false });
      },
      onChange() {
        set({ ...state, ...connection.getState() });
      },
    },
  });

  function emit(event: ChatEvent): void {
    for (const listener of [...messageListeners]) {
      try {
        listener(event);
      } catch (error) {
        reportError(error);
      }
    }
  }

  function sendJoin(roomId: number): void {
    connection.send(CHAT_MSG_ID.JoinRoom, { roomId });
  }

  function setWanted(roomId: number | null): void {
    if (state.wantedRoomId !== roomId) set({ ...state, wantedRoomId: roomId });
  }

  /** Join the chosen room if the connection is not in it and nothing (login, maintenance) stops it. */
  function joinWantedRoom(): void {
    const roomId = state.wantedRoomId;
    if (roomId === null) return;
    const inIt = state.room?.roomId === roomId && !outOfRoom;
    if (inIt || (state.room !== null && state.room.roomId !== roomId)) return;
    if (canJoinNow(state, roomId)) sendJoin(roomId);
  }

  function handleFrame(raw: unknown): void {
    const event = decodeChatFrame(raw);
    if (event === null) {
      set({ ...state, dropped: state.dropped + 1 });
      return;
    }
    if (event.type === 'Rejected') {
      if (event.msgId === CHAT_MSG_ID.Login) loginPendingOn = null;
      emit(event);
      return;
    }
    if (event.dropped) set({ ...state, dropped: state.dropped + event.dropped });
    applyEvent(event);
    emit(event);
  }

  function applyEvent(event: ChatServerEvent): void {
    const before = state;
    set(reduceChatEvent(state, event));
    const shielded = new Set(state.shielded);
    switch (event.type) {
      case 'Login':
        loginPendingOn = null;
        store.removeUsers(shielded);
        joinWantedRoom();
        return;
      case 'JoinRoom':
        outOfRoom = false;
        setWanted(event.data.room.roomId);
        store.reset(messageItems(event.data.history, shielded));
        if (earlyHistory.length > 0) {
          const early = earlyHistory.splice(0).filter((m) => m.roomId === event.data.room.roomId);
          store.merge(messageItems(early, shielded));
        }
        return;
      case 'LeaveRoom':
        if (before.room?.roomId === event.data.roomId) {
          outOfRoom = false;
          setWanted(null);
          store.clear();
        }
        return;
      case 'RoomStatus':
        if (event.data.roomId !== state.wantedRoomId) return;
        if (event.data.status !== CHAT_ROOM_OPEN) {
          if (before.room?.roomId === event.data.roomId) outOfRoom = true;
        } else {
          joinWantedRoom();
        }
        return;
      case 'AllRoomMaintain':
        if (!state.allRoomsMaintenance.active) joinWantedRoom();
        return;
      case 'MsgShield':
        store.removeUsers(shielded);
        return;
      case 'ChatHistory': {
        // Pushed by the platform unasked as well as answering a request: merged by id, never
        // duplicated. Before the join reply it waits for the room's opening history.
        if (state.room === null && event.data.roomId === state.wantedRoomId) {
          earlyHistory.push(...event.data.list);
          return;
        }
        if (state.room?.roomId !== event.data.roomId) return;
        const oldest = store.oldestMessageId();
        // Only a page that reaches past the oldest message held says whether there is more.
        const reachesTop = oldest === undefined || event.data.list.some((m) => m.id < oldest);
        store.merge(messageItems(event.data.list, shielded));
        if (reachesTop) set({ ...state, history: { ...state.history, hasMore: event.data.hasMore } });
        return;
      }
      case 'BroadcastRoom':
      case 'ShareBetRecord':
      case 'Gift':
      case 'BroadcastJoin':
      case 'Score': {
        const roomId = 'roomId' in event.data ? event.data.roomId : state.room?.roomId;
        const author = 'userId' in event.data ? event.data.userId : undefined;
        if (state.room === null || roomId !== state.room.roomId) return;
        if (author !== undefined && shielded.has(author)) return;
        itemSeq += 1;
        const item = listItem(event, clock.now(), itemSeq);
        if (item) store.append([item]);
        return;
      }
      default:
        return;
    }
  }

  async function login(): Promise<boolean> {
    if (state.loggedIn || loginPendingOn !== null || !connection.isOpen()) return false;
    const gen = connection.generation();
    loginPendingOn = gen;
    let jwt: ChatJwt;
    try {
      jwt = await options.getJwt();
    } catch {
      if (loginPendingOn === gen) loginPendingOn = null;
      return false;
    }
    // The socket may have changed or closed while the JWT was fetched.
    if (loginPendingOn !== gen || connection.generation() !== gen || state.loggedIn) return false;
    if (typeof jwt?.token !== 'string' || jwt.token === '') {
      loginPendingOn = null;
      return false;
    }
    const sent = connection.send(CHAT_MSG_ID.Login, { token: jwt.token, body: jwt.body });
    if (!sent) loginPendingOn = null;
    return sent;
  }

  function sendChecked(check: ChatCheck, msgId: ChatMsgId, msgData: unknown): ChatCheck {
    if (!check.ok) return check;
    return connection.send(msgId, msgData) ? check : { ok: false, reason: MESSAGES.notConnected };
  }

  function leaveCurrentRoom(): void {
    outOfRoom = false;
    if (state.room !== null) {
      connection.send(CHAT_MSG_ID.LeaveRoom, { roomId: state.room.roomId });
      store.clear();
      set({ ...state, room: null, history: { loading: false, hasMore: false, error: null } });
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      stateListeners.add(listener);
      return () => {
        stateListeners.delete(listener);
      };
    },
    store,
    on(listener) {
      messageListeners.add(listener);
      return () => {
        messageListeners.delete(listener);
      };
    },
    connect: () => connection.connect(),
    retry: () => connection.retry(),
    close() {
      connection.close();
      messageListeners.clear();
      outOfRoom = false;
      loginPendingOn = null;
      store.clear();
      set({
        ...state,
        ...connection.getState(),
        loggedIn: false,
        loginData: DEFAULT_LOGIN_DATA,
        room: null,
        wantedRoomId: null,
        history: { loading: false, hasMore: false, error: null },
      });
    },
    login,
    joinRoom(roomId) {
      if (!Number.isInteger(roomId)) return { ok: false, reason: MESSAGES.unknownRoom };
      const room = state.rooms.find((candidate) => candidate.roomId === roomId);
      const check = checkJoinRoom(state, room);
      if (!check.ok) {
        // A room under maintenance is waited for (joined when it reopens), unless the member is
        // in another room: a refused switch leaves them where they are.
        if (state.room === null && isUnderMaintenance(state, room)) setWanted(roomId);
        return check;
      }
      if (state.room?.roomId === roomId) return check;
      leaveCurrentRoom();
      setWanted(roomId);
      // Not logged in yet: the login reply handler sends the join.
      if (state.loggedIn) sendJoin(roomId);
      return check;
    },
    leaveRoom() {
      setWanted(null);
      if (state.room === null) return { ok: false, reason: MESSAGES.noRoom };
      leaveCurrentRoom();
      return { ok: true };
    },
    sendText(content) {
      // Hidden controls pasted along with a text (a zero-width space from a copied message) go;
      // the platform refuses a message that still carries them.
      const text = cleanText(typeof content === 'string' ? content : '');
      const check = checkSpeak(state, text);
      return sendChecked(check, CHAT_MSG_ID.BroadcastRoom, { roomId: state.room?.roomId, content: text });
    },
    shareBet(bet) {
      const check = checkSpeak(state);
      const request = { roomId: state.room?.roomId, bet };
      // The platform refuses a card it cannot read; saying so here names the cause.
      if (check.ok && !chatShareBetRequestSchema.safeParse(request).success) return { ok: false, reason: MESSAGES.invalidBet };
      return sendChecked(check, CHAT_MSG_ID.ShareBetRecord, request);
    },
    sendGift(giftId, count) {
      return sendChecked(checkSpeak(state), CHAT_MSG_ID.Gift, { roomId: state.room?.roomId, giftId, count });
    },
    setShield(userId, shield) {
      const check: ChatCheck = state.loggedIn ? { ok: true } : { ok: false, reason: MESSAGES.notLoggedIn };
      return sendChecked(check, CHAT_MSG_ID.MsgShield, { userId, shield });
    },
    loadHistory: () =>
      loadHistoryPage({
        getState: () => state,
        set,
        store,
        ...(options.fetchHistory ? { fetchHistory: options.fetchHistory } : {}),
      }),
    keepNewest() {
      if (store.getSnapshot().list.length <= CHAT_KEPT_ROWS + CHAT_TRIM_ROWS) return;
      if (store.keepNewest(CHAT_KEPT_ROWS) > 0 && !state.history.hasMore) set({ ...state, history: { ...state.history, hasMore: true } });
    },
    checkSpeak: (content) => checkSpeak(state, content),
  };
}
