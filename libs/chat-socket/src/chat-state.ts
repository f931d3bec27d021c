import type { ChatRoom } from '@site/api-contract';
import { CHAT_ALL_ROOMS_DOWN, CHAT_MAX_RECONNECT_ATTEMPTS, CHAT_STATUS } from './constants';
import type { ConnectionState } from './connection';
import type { ChatServerEvent } from './decode';

/** SPEC §3 "Chat connection login data", each defaulting to 0. */
export interface ChatLoginState {
  speechStatus: number;
  vipMin: number;
  vipMax: number;
}

export interface ChatMember {
  userId: number;
  nickName: string;
  /** VIP level. */
  grade: number;
}

export interface ChatHistoryState {
  loading: boolean;
  /** False once the server said there is nothing older (or the room has no messages). */
  hasMore: boolean;
  /** Chinese text of the last failure, null when the last load worked. */
  error: string | null;
}

/** Everything the chat UI observes, replaced as a whole on every change. */
export interface ChatSocketState extends ConnectionState {
  maxAttempts: number;
  loggedIn: boolean;
  loginData: ChatLoginState;
  member: ChatMember | null;
  score: number | null;
  rooms: readonly ChatRoom[];
  /**
   * The room this connection is in; cleared when the socket closes. A room that goes into
   * maintenance stays here with its status 0 (the page shows the maintenance); the server has
   * taken the member out of it, and the socket joins it again when it reopens.
   */
  room: ChatRoom | null;
  /**
   * The room the member chose: kept across reconnects and maintenance and joined whenever the
   * connection is logged in and the room open. null after leaveRoom(), a server LeaveRoom or close().
   */
  wantedRoomId: number | null;
  shielded: readonly number[];
  allRoomsMaintenance: { active: boolean; message: string };
  history: ChatHistoryState;
  /** Malformed frames received and dropped. */
  dropped: number;
}

export const DEFAULT_LOGIN_DATA: ChatLoginState = { speechStatus: 0, vipMin: 0, vipMax: 0 };

export function initialChatState(): ChatSocketState {
  return {
    status: CHAT_STATUS.Disconnected,
    phase: 'idle',
    attempt: 0,
    url: null,
    maxAttempts: CHAT_MAX_RECONNECT_ATTEMPTS,
    loggedIn: false,
    loginData: DEFAULT_LOGIN_DATA,
    member: null,
    score: null,
    rooms: [],
    room: null,
    wantedRoomId: null,
    shielded: [],
    allRoomsMaintenance: { active: false, message: '' },
    history: { loading: false, hasMore: false, error: null },
    dropped: 0,
  };
}

function patchRoom(state: ChatSocketState, roomId: number, patch: Partial<ChatRoom>): ChatSocketState {
  return {
    ...state,
    rooms: state.rooms.map((room) => (room.roomId === roomId ? { ...room, ...patch } : room)),
    room: state.room?.roomId === roomId ? { ...state.room, ...patch } : state.room,
  };
}

/** What a server event does to the observable state (the list is the store's business). */
export function reduceChatEvent(state: ChatSocketState, event: ChatServerEvent): ChatSocketState {
  switch (event.type) {
    case 'Login': {
      const { speechStatus, vipMin, vipMax, userId, nickName, grade, score, rooms, shielded } = event.data;
      return {
        ...state,
        loggedIn: true,
        loginData: { speechStatus, vipMin, vipMax },
        member: { userId, nickName, grade },
        score,
        rooms,
        shielded,
        // A new login starts without all-room maintenance: the server announces one right after.
        allRoomsMaintenance: { active: false, message: '' },
      };
    }
    case 'JoinRoom': {
      const joined = event.data.room;
      const known = state.rooms.some((room) => room.roomId === joined.roomId);
      return {
        ...state,
        room: joined,
        rooms: known ? state.rooms.map((room) => (room.roomId === joined.roomId ? joined : room)) : [...state.rooms, joined],
        history: { loading: false, hasMore: event.data.history.length > 0, error: null },
      };
    }
    case 'LeaveRoom':
      return state.room?.roomId === event.data.roomId
        ? { ...state, room: null, history: { loading: false, hasMore: false, error: null } }
        : state;
    case 'SpeechStatus':
      return { ...state, loginData: { ...state.loginData, speechStatus: event.data.speechStatus } };
    case 'MsgShield':
      return { ...state, shielded: event.data.shielded };
    case 'RoomStatus':
      return patchRoom(state, event.data.roomId, { status: event.data.status });
    case 'ChatVIPLevel':
      return patchRoom(state, event.data.roomId, { vipMin: event.data.vipMin, vipMax: event.data.vipMax });
    case 'AllRoomMaintain':
      return {
        ...state,
        allRoomsMaintenance: { active: event.data.status === CHAT_ALL_ROOMS_DOWN, message: event.data.message },
      };
    case 'ChatHistory':
      // Whether a page says anything about older messages depends on the list held: the socket
      // decides (a page pushed unasked may be newer than what is shown).
      return state;
    case 'Score':
      return { ...state, score: event.data.score };
    case 'Heartbeat':
    case 'BroadcastRoom':
    case 'BroadcastJoin':
    case 'ShareBetRecord':
    case 'Gift':
      return state;
  }
}
