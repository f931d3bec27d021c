import { CHAT_MSG_ID } from '@site/api-contract';
import type { ChatShareBet } from '@site/api-contract';
import { globalClock, type TimerClock } from '@site/ports';
import type { ChatSocket } from './chat-socket';
import type { ChatSocketState } from './chat-state';
import type { ChatEvent } from './decode';
import { checkJoinRoom } from './gating';
import type { ChatCheck } from './gating';
import { MESSAGES } from './messages';

/** One deadline for the whole share (login, entering the room, the platform's echo). */
export const SHARE_BET_TIMEOUT_MS = 10_000;

export interface ShareBetOptions {
  clock?: TimerClock;
  timeoutMs?: number;
}

/**
 * Shares a bet record to a room (ShareBetRecord 10010) on a socket the caller connects: waits for the chat login, enters the room
 * unless the member is in it (the platform relays a share only to the room its sender is in),
 * sends one 10010 and resolves when the platform echoes it back to the sender (it relays to
 * everyone in the room, the sender too) or refuses it. The result is what the member reads:
 * ok, or the reason in Chinese (the platform's own words when it refused). Never rejects.
 */
export function shareBetToRoom(socket: ChatSocket, roomId: number, bet: ChatShareBet, options: ShareBetOptions = {}): Promise<ChatCheck> {
  const clock = options.clock ?? globalClock;
  return new Promise<ChatCheck>((resolve) => {
    let step: 'login' | 'join' | 'echo' = 'login';
    let done = false;
    const finish = (result: ChatCheck) => {
      if (done) return;
      done = true;
      clock.clearTimeout(timer);
      unsubscribeState();
      unsubscribeEvents();
      resolve(result);
    };
    const timer = clock.setTimeout(() => finish({ ok: false, reason: MESSAGES.shareTimeout }), options.timeoutMs ?? SHARE_BET_TIMEOUT_MS);

    const advance = (state: ChatSocketState) => {
      if (state.phase === 'offline') return finish({ ok: false, reason: MESSAGES.notConnected });
      if (step === 'login') {
        if (!state.loggedIn) return;
        const room = state.rooms.find((candidate) => candidate.roomId === roomId);
        if (room === undefined) return finish({ ok: false, reason: MESSAGES.unknownRoom });
        const check = checkJoinRoom(state, room);
        if (!check.ok) return finish(check);
        step = 'join';
        if (state.room?.roomId !== roomId) {
          const joined = socket.joinRoom(roomId);
          if (!joined.ok) return finish(joined);
          return;
        }
      }
      if (step === 'join' && state.room?.roomId === roomId) {
        step = 'echo';
        const sent = socket.shareBet(bet);
        if (!sent.ok) finish(sent);
      }
    };
    // Steps advance on the socket's events, which it emits after handling them: advancing on a
    // state change would run inside the login handling, before the socket joins the room it
    // wants itself, and could send a join twice.
    const onEvent = (event: ChatEvent) => {
      if (event.type === 'Rejected') {
        const ours = (step === 'join' && event.msgId === CHAT_MSG_ID.JoinRoom) || (step === 'echo' && event.msgId === CHAT_MSG_ID.ShareBetRecord);
        if (ours) finish({ ok: false, reason: event.message || (step === 'join' ? MESSAGES.joinFailed : MESSAGES.shareFailed) });
        return;
      }
      if (step === 'echo' && event.type === 'ShareBetRecord') {
        const self = socket.getState().member?.userId;
        if (event.data.roomId === roomId && event.data.userId === self && event.data.bet?.orderNo === bet.orderNo) finish({ ok: true });
        return;
      }
      advance(socket.getState());
    };
    const unsubscribeEvents = socket.on(onEvent);
    const unsubscribeState = socket.subscribe(() => {
      if (socket.getState().phase === 'offline') finish({ ok: false, reason: MESSAGES.notConnected });
    });
    advance(socket.getState());
  });
}
