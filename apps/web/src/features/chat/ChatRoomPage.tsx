import { CHAT_MSG_ID } from '@site/api-contract';
import { MESSAGES } from '@site/chat-socket';
import { Result, Skeleton } from '@site/ui';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { PageFrame } from '../../components/PageFrame';
import { Composer } from './Composer';
import { ConnectionBar } from './ConnectionBar';
import { MessageList } from './MessageList';
import { composerBlock, connectionView, roomView } from './chat-view';
import { CHAT_TEXTS } from './messages';
import { useChatList, useChatState, useOpenChat } from './use-chat';
import './chat.css';

interface ChatRoomPageProps {
  roomId: number;
}

/** /chat/$roomId: one room's messages, the composer and the connection state. */
export function ChatRoomPage({ roomId }: ChatRoomPageProps) {
  const socket = useOpenChat();
  const state = useChatState(socket);
  const snapshot = useChatList(socket);
  const [rejected, setRejected] = useState<string | null>(null);
  const view = roomView(state, roomId);
  const blocked = view.kind === 'blocked';

  // Enter the room (the socket sends the join once logged in, and again after a reconnect);
  // leave it when it goes into maintenance and enter again when it reopens.
  useEffect(() => {
    if (!socket) return;
    if (blocked) {
      if (socket.getState().room?.roomId === roomId) socket.leaveRoom();
      return;
    }
    const check = socket.joinRoom(roomId);
    setRejected(check.ok ? null : check.reason);
  }, [socket, roomId, blocked]);

  useEffect(() => {
    if (!socket) return;
    return () => {
      if (socket.getState().room?.roomId === roomId) socket.leaveRoom();
    };
  }, [socket, roomId]);

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
  } else if (!inRoom && snapshot.list.length === 0) {
    body =
      state?.phase === 'offline' ? (
        <Result status="error" title={MESSAGES.phaseOffline} description={CHAT_TEXTS.offlineHint} />
      ) : (
        <Skeleton className="chat-room__loading" rows={5} avatar label={MESSAGES.phaseConnecting} />
      );
  } else {
    body = (
      <MessageList
        snapshot={snapshot}
        history={state?.history ?? { loading: false, hasMore: false, error: null }}
        selfId={state?.member?.userId}
        onLoadHistory={loadHistory}
        onShield={shield}
      />
    );
  }

  const speak = socket && state ? socket.checkSpeak() : null;
  return (
    <PageFrame title={title}>
      <div className="chat-page chat-room">
        <ConnectionBar view={connectionView(state)} onRetry={() => socket?.retry()} />
        {rejected ? (
          <p className="chat-room__rejected" role="alert">
            {rejected}
          </p>
        ) : null}
        <div className="chat-room__body">{body}</div>
        {view.kind === 'chat' ? (
          <Composer
            blocked={speak ? composerBlock(speak) : MESSAGES.phaseConnecting}
            onSend={(text) => socket?.sendText(text) ?? { ok: false, reason: CHAT_TEXTS.joinFailed }}
          />
        ) : null}
      </div>
    </PageFrame>
  );
}
