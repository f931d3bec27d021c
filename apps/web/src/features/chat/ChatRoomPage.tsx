import { CHAT_MSG_ID } from '@site/api-contract';
import { MESSAGES, connectionView } from '@site/chat-socket';
import { Result, Skeleton } from '@site/ui';
import { Link } from '@tanstack/react-router';
import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { PageFrame } from '../../components/PageFrame';
import { useDraft, useDraftOnOpen } from '../../components/use-draft';
import { Composer } from './Composer';
import { ConnectionBar } from './ConnectionBar';
import { MessageList } from './MessageList';
import { RowWarmup } from './RowWarmup';
import { composerBlock, roomView } from './chat-view';
import { CHAT_TEXTS } from './messages';
import { useChatList, useChatState, useOpenChat } from './use-chat';
import './chat.css';

const NO_HISTORY = { loading: false, hasMore: false, error: null } as const;

interface ChatRoomPageProps {
  roomId: number;
}

/** /chat/$roomId: one room's messages, the composer and the connection state. */
export function ChatRoomPage({ roomId }: ChatRoomPageProps) {
  const socket = useOpenChat();
  const state = useChatState(socket);
  // The list renders from a deferred copy: React draws a room's rows (a joined room's first page,
  // a page of history, a burst) as interruptible background work in slices of a few ms, instead
  // of one uninterrupted render inside the animation frame that delivered them. The history state
  // (loading, exhausted, failed) travels with it, so an urgent render never redraws the list.
  const live = useChatList(socket);
  const snapshot = useDeferredValue(live);
  const history = useDeferredValue(state?.history ?? NO_HISTORY);
  const [rejected, setRejected] = useState<string | null>(null);
  // The unsent text of this room comes back after a reload or a login (issue #38 item 3), put back
  // in the input without a note: the input shows it plainly, and sending or emptying it ends it.
  const opened = useDraftOnOpen(`chat-${roomId}`);
  const [typed, setTyped] = useState(opened?.['text'] ?? '');
  useDraft(`chat-${roomId}`, { text: typed }, opened);
  const view = roomView(state, roomId);
  const blocked = view.kind === 'blocked';

  // Choose the room: the socket joins it once logged in, again after a reconnect, and again when
  // the room's (or every room's) maintenance ends; leaving the page forgets it.
  useEffect(() => {
    if (!socket) return;
    socket.joinRoom(roomId);
    return () => {
      const now = socket.getState();
      if (now.room?.roomId === roomId || now.wantedRoomId === roomId) socket.leaveRoom();
    };
  }, [socket, roomId]);

  // A room refused for this member's VIP level is not waited for; try again once it opens up to
  // them (its VIP range changed).
  useEffect(() => {
    if (socket && !blocked && socket.getState().wantedRoomId !== roomId) socket.joinRoom(roomId);
  }, [socket, roomId, blocked]);

  // The server's refusals (a join out of range, a message while muted) come back as events.
  useEffect(() => {
    if (!socket) return;
    return socket.on((event) => {
      if (event.type === 'JoinRoom') setRejected(null);
      if (event.type !== 'Rejected') return;
      if (event.msgId === CHAT_MSG_ID.JoinRoom || event.msgId === CHAT_MSG_ID.BroadcastRoom) {
        setRejected(event.message || CHAT_TEXTS.joinFailed);
      }
    });
  }, [socket, state?.status]);

  const loadHistory = useCallback(() => {
    void socket?.loadHistory();
  }, [socket]);
  const shield = useCallback((userId: number) => socket?.setShield(userId, true), [socket]);
  const following = useCallback(() => socket?.keepNewest(), [socket]);

  const title = view.kind === 'chat' && view.room ? view.room.roomName : CHAT_TEXTS.roomTitle;
  const inRoom = state?.room?.roomId === roomId;

  let body;
  if (view.kind === 'unknown' || view.kind === 'blocked') {
    body = (
      <Result
        status="warning"
        title={
          view.kind === 'unknown'
            ? view.reason
            : view.maintenance
              ? CHAT_TEXTS.roomMaintenanceTitle
              : CHAT_TEXTS.deniedTitle
        }
        description={view.kind === 'blocked' ? view.reason : undefined}
        actions={
          <Link to="/chat" className="site-button site-button--primary site-button--medium">
            {CHAT_TEXTS.backToList}
          </Link>
        }
      />
    );
  } else if ((!inRoom && live.list.length === 0) || (snapshot.list.length === 0 && live.list.length > 0)) {
    // Not in the room yet, or its first messages are still being drawn (no "empty room" flash).
    body =
      state?.phase === 'offline' ? (
        <Result status="error" title={MESSAGES.phaseOffline} description={CHAT_TEXTS.offlineHint} />
      ) : (
        <>
          <Skeleton className="chat-room__loading" rows={5} avatar label={MESSAGES.phaseConnecting} />
          <RowWarmup />
        </>
      );
  } else {
    body = (
      <MessageList
        snapshot={snapshot}
        history={history}
        selfId={state?.member?.userId}
        onLoadHistory={loadHistory}
        onShield={shield}
        onFollowing={following}
      />
    );
  }

  const speak = socket && state ? socket.checkSpeak() : null;
  return (
    <PageFrame title={title}>
      <div className="stack chat-page chat-room">
        <ConnectionBar view={connectionView(state)} onRetry={() => socket?.retry()} />
        {rejected ? (
          <p className="chat-room__rejected" role="alert">
            {rejected}
          </p>
        ) : null}
        <div className="chat-room__body">{body}</div>
        {view.kind === 'chat' ? (
          <Composer
            initialText={typed}
            onTextChange={setTyped}
            blocked={speak ? composerBlock(speak) : MESSAGES.phaseConnecting}
            onSend={(text) => socket?.sendText(text) ?? { ok: false, reason: CHAT_TEXTS.joinFailed }}
          />
        ) : null}
      </div>
    </PageFrame>
  );
}
