import { CHAT_MSG_ID } from '@site/api-contract';
import type { ChatMsgId } from '@site/api-contract';
import type { ClockPort, IntervalHandle, TimerHandle } from '@site/ports';
import {
  CHAT_HEARTBEAT_MS,
  CHAT_MAX_RECONNECT_ATTEMPTS,
  CHAT_RECONNECT_DELAY_MS,
  CHAT_STATUS,
} from './constants';
import type { ChatStatus } from './constants';
import { encodeChatFrame } from './decode';
import { SOCKET_OPEN } from './ports';
import type { WebSocketConstructor, WebSocketLike } from './ports';

/**
 * idle: never connected or closed on purpose; connecting: first connect (or a manual retry);
 * open: status 1; reconnecting: waiting for or opening attempt n of 5; offline: gave up, or no
 * login token to reconnect with.
 */
export type ChatPhase = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'offline';

export interface ConnectionState {
  status: ChatStatus;
  phase: ChatPhase;
  /** The reconnect attempt under way (1…5); 0 when none. Resets on open. */
  attempt: number;
  /** The URL of the current socket; null after an explicit close. */
  url: string | null;
}

export interface ConnectionHooks {
  onOpen(): void;
  onFrame(data: unknown): void;
  /** The socket closed or failed (before a reconnect is considered). */
  onDown(): void;
  /** A reconnect was wanted but there is no login token. */
  onNoToken(): void;
  /** Every heartbeat tick, before the heartbeat frame is sent. */
  onHeartbeat(): void;
  onChange(): void;
}

export interface ConnectionPorts {
  WebSocket: WebSocketConstructor | undefined;
  clock: ClockPort;
  resolveUrl(): string | undefined;
  hasToken(): boolean;
  hooks: ConnectionHooks;
}

export interface Connection {
  getState(): ConnectionState;
  /** Increases with every socket created; lets async work notice the socket changed. */
  generation(): number;
  isOpen(): boolean;
  connect(): void;
  retry(): void;
  close(): void;
  send(msgId: ChatMsgId, msgData: unknown): boolean;
}

/** Socket lifecycle of SPEC §4: open, heartbeat, close/error, bounded reconnect. */
export function createConnection(ports: ConnectionPorts): Connection {
  const { clock, hooks } = ports;
  let socket: WebSocketLike | null = null;
  let gen = 0;
  let heartbeat: IntervalHandle | null = null;
  let reconnectTimer: TimerHandle | null = null;
  let state: ConnectionState = { status: CHAT_STATUS.Disconnected, phase: 'idle', attempt: 0, url: null };

  function set(patch: Partial<ConnectionState>): void {
    const next = { ...state, ...patch };
    if (
      next.status === state.status &&
      next.phase === state.phase &&
      next.attempt === state.attempt &&
      next.url === state.url
    ) {
      return;
    }
    state = next;
    hooks.onChange();
  }

  function stopHeartbeat(): void {
    if (heartbeat !== null) clock.clearInterval(heartbeat);
    heartbeat = null;
  }

  function cancelReconnect(): void {
    if (reconnectTimer !== null) clock.clearTimeout(reconnectTimer);
    reconnectTimer = null;
  }

  /** Silence a socket and close it, so it can neither act nor stay alive beside a new one. */
  function discard(ws: WebSocketLike): void {
    ws.onopen = null;
    ws.onmessage = null;
    ws.onclose = null;
    ws.onerror = null;
    try {
      ws.close();
    } catch {
      // A socket that cannot be closed is already dead; nothing to do.
    }
  }

  function rawSend(text: string): boolean {
    if (socket === null || state.status !== CHAT_STATUS.Connected || socket.readyState !== SOCKET_OPEN) return false;
    try {
      socket.send(text);
      return true;
    } catch {
      return false;
    }
  }

  const heartbeatFrame = encodeChatFrame(CHAT_MSG_ID.Heartbeat, {});

  function startHeartbeat(): void {
    stopHeartbeat();
    heartbeat = clock.setInterval(() => {
      hooks.onHeartbeat();
      rawSend(heartbeatFrame);
    }, CHAT_HEARTBEAT_MS);
  }

  function connectInProgress(): boolean {
    return reconnectTimer !== null || (socket !== null && state.status === CHAT_STATUS.Disconnected);
  }

  function scheduleReconnect(): void {
    if (!ports.hasToken()) {
      hooks.onNoToken();
      set({ phase: 'offline' });
      return;
    }
    if (connectInProgress()) return;
    if (state.attempt >= CHAT_MAX_RECONNECT_ATTEMPTS) {
      set({ phase: 'offline' });
      return;
    }
    set({ phase: 'reconnecting', attempt: state.attempt + 1 });
    reconnectTimer = clock.setTimeout(() => {
      reconnectTimer = null;
      open();
    }, CHAT_RECONNECT_DELAY_MS);
  }

  function lost(ws: WebSocketLike | null): void {
    if (ws !== null) {
      if (ws !== socket) return;
      discard(ws);
      socket = null;
    }
    stopHeartbeat();
    set({ status: CHAT_STATUS.Disconnected });
    hooks.onDown();
    scheduleReconnect();
  }

  function open(): void {
    if (socket !== null) {
      discard(socket);
      socket = null;
    }
    gen += 1;
    const url = ports.resolveUrl();
    const Ctor = ports.WebSocket;
    if (url === undefined || Ctor === undefined) {
      lost(null);
      return;
    }
    set({ url });
    let ws: WebSocketLike;
    try {
      ws = new Ctor(url);
    } catch {
      lost(null);
      return;
    }
    socket = ws;
    ws.onopen = () => {
      if (ws !== socket) return;
      set({ status: CHAT_STATUS.Connected, phase: 'open', attempt: 0 });
      startHeartbeat();
      hooks.onOpen();
    };
    ws.onmessage = (event) => {
      if (ws === socket) hooks.onFrame(event.data);
    };
    ws.onclose = () => lost(ws);
    ws.onerror = () => lost(ws);
  }

  return {
    getState: () => state,
    generation: () => gen,
    isOpen: () => state.status === CHAT_STATUS.Connected,
    connect() {
      if (state.status === CHAT_STATUS.Connected || connectInProgress()) return;
      set({ phase: 'connecting', attempt: 0 });
      open();
    },
    retry() {
      if (state.status === CHAT_STATUS.Connected) return;
      cancelReconnect();
      set({ phase: 'connecting', attempt: 0 });
      open();
    },
    close() {
      cancelReconnect();
      stopHeartbeat();
      if (socket !== null) discard(socket);
      socket = null;
      gen += 1;
      set({ status: CHAT_STATUS.Disconnected, phase: 'idle', attempt: 0, url: null });
    },
    send: (msgId, msgData) => rawSend(encodeChatFrame(msgId, msgData)),
  };
}
