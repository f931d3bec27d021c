import type { ChatShareBet } from '@site/api-contract';
import { MESSAGES as CHAT_MESSAGES, checkJoinRoom, shareBetToRoom } from '@site/chat-socket';
import type { ChatSocket, ChatSocketState } from '@site/chat-socket';
import { useSetAtom } from 'jotai';
import { useState, useSyncExternalStore } from 'react';
import { openChatAtom } from '../../state/chat';
import { useIsMember } from '../../state/use-is-member';
import { RECORD_TEXT as T } from './messages';

type Outcome = { kind: 'sending'; roomName: string } | { kind: 'shared'; roomName: string } | { kind: 'failed'; reason: string };

// Before the socket exists there is nothing to listen to.
const noop = (): void => undefined;
const noSubscribe = () => noop;
const nullState = () => null;

/**
 * 分享到聊天室 under a bet record's detail: the member picks a room they may enter, the record
 * goes there as one ShareBetRecord (10010), and the sheet says 已分享 or why not. Loaded with
 * the detail (lazily): the chat socket's code comes only when the member asks to share.
 */
export function ShareToChat({ bet }: { bet: ChatShareBet }) {
  const isMember = useIsMember();
  const openChat = useSetAtom(openChatAtom);
  const [socket, setSocket] = useState<ChatSocket | null>(null);
  const [picking, setPicking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const state = useSyncExternalStore(socket ? socket.subscribe : noSubscribe, socket ? socket.getState : nullState);

  const start = () => {
    setPicking(true);
    setOutcome(null);
    if (!isMember) return;
    openChat().then(setSocket, () => setOutcome({ kind: 'failed', reason: T.shareUnavailable }));
  };
  const share = (roomId: number, roomName: string) => {
    if (!socket) return;
    setOutcome({ kind: 'sending', roomName });
    void shareBetToRoom(socket, roomId, bet).then((result) =>
      setOutcome(result.ok ? { kind: 'shared', roomName } : { kind: 'failed', reason: result.reason }),
    );
  };

  const sending = outcome?.kind === 'sending';
  return (
    <section className="record-share" aria-label={T.shareToChat}>
      {picking ? null : (
        <button type="button" className="record-share__open" onClick={start}>
          {T.shareToChat}
        </button>
      )}
      {picking ? <RoomChoice isMember={isMember} state={state} disabled={sending} onChoose={share} /> : null}
      <p className={outcome === null ? 'site-visually-hidden' : 'record-share__note'} role="status">
        {outcome === null ? '' : outcome.kind === 'sending' ? T.sharing : outcome.kind === 'shared' ? T.shared(outcome.roomName) : outcome.reason}
      </p>
    </section>
  );
}

function RoomChoice({ isMember, state, disabled, onChoose }: {
  isMember: boolean;
  state: ChatSocketState | null;
  disabled: boolean;
  onChoose: (roomId: number, roomName: string) => void;
}) {
  if (!isMember) return <p className="record-share__note">{T.shareGuest}</p>;
  if (state === null || !state.loggedIn) {
    return <p className="record-share__note">{state?.phase === 'offline' ? CHAT_MESSAGES.notConnected : T.shareConnecting}</p>;
  }
  if (state.allRoomsMaintenance.active) {
    return <p className="record-share__note">{state.allRoomsMaintenance.message || CHAT_MESSAGES.allRoomsMaintenance}</p>;
  }
  if (state.rooms.length === 0) return <p className="record-share__note">{T.shareNoRoom}</p>;
  return (
    <fieldset className="record-share__rooms">
      <legend>{T.shareChooseRoom}</legend>
      <ul>
        {state.rooms.map((room) => {
          const check = checkJoinRoom(state, room);
          return (
            <li key={room.roomId}>
              <button type="button" disabled={disabled || !check.ok} onClick={() => onChoose(room.roomId, room.roomName)}>
                <bdi>{room.roomName}</bdi>
              </button>
              {check.ok ? null : <span className="record-share__why">{check.reason}</span>}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
