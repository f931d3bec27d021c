import { Link } from '@tanstack/react-router';
import { MESSAGES, checkJoinRoom, connectionView } from '@site/chat-socket';
import { Empty, Result, Skeleton, Tag } from '@site/ui';
import { DataSlot, PageLead } from '../../components/FirstView';
import { PageFrame } from '../../components/PageFrame';
import { ConnectionBar } from './ConnectionBar';
import { vipRangeText } from './chat-view';
import { CHAT_TEXTS } from './messages';
import { useChatState, useOpenChat } from './use-chat';
import './chat.css';

/** The least height of the rooms' box: the rooms a member usually sees, reserved from the first view. */
const ROOMS_HEIGHT = 360;

/**
 * /chat: the rooms of the login reply, each with its VIP range, state and who may enter. Its first
 * view (issue #36, drawn into the HTML by the build) is the heading block, the connection line and
 * the rooms' box, which the chat server's reply fills.
 */
export function ChatRoomListPage() {
  const socket = useOpenChat();
  const state = useChatState(socket);
  const conn = connectionView(state);

  let body;
  if (state === null || (!state.loggedIn && state.rooms.length === 0)) {
    body =
      state?.phase === 'offline' ? (
        <Result status="error" title={MESSAGES.phaseOffline} description={CHAT_TEXTS.offlineHint} />
      ) : (
        <Skeleton className="chat-rooms__loading" rows={4} label={CHAT_TEXTS.roomsLoading} />
      );
  } else if (state.allRoomsMaintenance.active) {
    body = (
      <Result
        status="warning"
        title={CHAT_TEXTS.allMaintenanceTitle}
        description={state.allRoomsMaintenance.message || MESSAGES.allRoomsMaintenance}
      />
    );
  } else if (state.rooms.length === 0) {
    body = <Empty description={CHAT_TEXTS.noRooms} />;
  } else {
    body = (
      <ul className="chat-rooms">
        {state.rooms.map((room) => {
          const entry = checkJoinRoom(state, room);
          const closed = room.status !== 1;
          const content = (
            <>
              <span className="chat-rooms__main">
                <span className="chat-rooms__name">{room.roomName}</span>
                <span className="chat-rooms__meta">
                  {vipRangeText(room)} · {CHAT_TEXTS.online(room.online)}
                </span>
                {entry.ok ? null : <span className="chat-rooms__reason">{entry.reason}</span>}
              </span>
              {closed ? (
                <Tag tone="warning">{CHAT_TEXTS.maintenance}</Tag>
              ) : entry.ok ? (
                <span className="chat-rooms__enter">{CHAT_TEXTS.enter} ›</span>
              ) : (
                <Tag>{CHAT_TEXTS.vipOnly}</Tag>
              )}
            </>
          );
          return (
            <li key={room.roomId}>
              {entry.ok ? (
                <Link className="chat-rooms__item" to="/chat/$roomId" params={{ roomId: room.roomId }}>
                  {content}
                </Link>
              ) : (
                <div className="chat-rooms__item is-disabled" aria-disabled="true">
                  {content}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <PageFrame title={CHAT_TEXTS.listTitle}>
      <div className="stack chat-page">
        <PageLead title={CHAT_TEXTS.leadTitle} text={CHAT_TEXTS.leadText} />
        <ConnectionBar view={conn} onRetry={() => socket?.retry()} />
        <DataSlot loading={false} minHeight={ROOMS_HEIGHT}>
          {body}
        </DataSlot>
      </div>
    </PageFrame>
  );
}
