import type { ChatHistoryState, ChatStoreSnapshot } from '@site/chat-socket';
import { CHAT_SCROLL_TYPE } from '@site/chat-socket';
import { Button, Empty, Spinner } from '@site/ui';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { MessageRow } from './MessageRow';
import { CHAT_TEXTS } from './messages';

/** Within this many pixels of an edge counts as "at" it. */
const EDGE_PX = 80;
/** First guess of a row's height; rows are measured once drawn. */
const ESTIMATED_ROW_PX = 72;
/** The strip above the first row that says whether older messages are loading or exhausted. */
const TOP_STRIP_PX = 36;

interface MessageListProps {
  snapshot: ChatStoreSnapshot;
  history: ChatHistoryState;
  selfId: number | undefined;
  onLoadHistory: () => void;
  onShield: (userId: number) => void;
}

/**
 * The virtualised chat list. New rows follow the bottom while the reader is there; rows put on
 * top by a history page keep the reader's place (the scroll offset moves by the height added
 * above, so nothing jumps).
 */
export function MessageList({ snapshot, history, selfId, onLoadHistory, onShield }: MessageListProps) {
  const { list } = snapshot;
  const scrollRef = useRef<HTMLDivElement>(null);
  const stickRef = useRef(true);
  const lastTotalRef = useRef(0);
  const lastVersionRef = useRef(snapshot.version);
  const [unseen, setUnseen] = useState(false);

  const getItemKey = useCallback((index: number) => list[index]?.key ?? index, [list]);
  const virtualizer = useVirtualizer({
    count: list.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey,
    overscan: 6,
    paddingStart: TOP_STRIP_PX,
  });
  const total = virtualizer.getTotalSize();

  const wantsHistory = history.hasMore && !history.loading && history.error === null;
  const maybeLoadHistory = useCallback(() => {
    const el = scrollRef.current;
    if (el && wantsHistory && el.scrollTop < EDGE_PX) onLoadHistory();
  }, [wantsHistory, onLoadHistory]);

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const changed = lastVersionRef.current !== snapshot.version;
    lastVersionRef.current = snapshot.version;
    if (changed && snapshot.scrollType === CHAT_SCROLL_TYPE.KeepPosition && snapshot.prepended > 0 && !stickRef.current) {
      // Everything already shown moved down by what was added above it.
      el.scrollTop += total - lastTotalRef.current;
    } else if (stickRef.current) {
      const bottom = el.scrollHeight - el.clientHeight;
      // Writing scrollTop when already there would only fire another scroll event.
      if (el.scrollTop < bottom - 1) el.scrollTop = bottom;
    } else if (changed && snapshot.scrollType === CHAT_SCROLL_TYPE.FollowBottom) {
      setUnseen(true);
    }
    lastTotalRef.current = total;
    // A list shorter than the view never scrolls, so ask for older messages straight away.
    if (el.scrollHeight <= el.clientHeight) maybeLoadHistory();
  }, [snapshot, total, maybeLoadHistory]);

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    stickRef.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX;
    if (stickRef.current) setUnseen(false);
    maybeLoadHistory();
  };

  const toBottom = () => {
    const el = scrollRef.current;
    stickRef.current = true;
    setUnseen(false);
    if (el) el.scrollTop = el.scrollHeight;
  };

  return (
    <div className="chat-list-wrap">
      <div
        ref={scrollRef}
        className="chat-list"
        onScroll={onScroll}
        role="log"
        aria-label={CHAT_TEXTS.messageList}
        data-testid="chat-list"
      >
        {list.length === 0 ? (
          <Empty description={CHAT_TEXTS.empty} />
        ) : (
          <div className="chat-list__canvas" style={{ height: total }}>
            <div className="chat-list__top" style={{ height: TOP_STRIP_PX }}>
              {history.loading ? (
                <span className="chat-list__hint">
                  <Spinner size={14} /> {CHAT_TEXTS.historyLoading}
                </span>
              ) : history.error ? (
                <span className="chat-list__hint chat-list__hint--error">
                  {history.error}
                  <Button size="small" variant="text" onClick={onLoadHistory}>
                    {CHAT_TEXTS.historyRetry}
                  </Button>
                </span>
              ) : !history.hasMore && list.length > 0 ? (
                <span className="chat-list__hint">{CHAT_TEXTS.historyEnd}</span>
              ) : null}
            </div>
            {virtualizer.getVirtualItems().map((row) => {
              const item = list[row.index];
              if (!item) return null;
              return (
                <div
                  key={row.key}
                  ref={virtualizer.measureElement}
                  data-index={row.index}
                  className="chat-list__row"
                  style={{ transform: `translateY(${row.start}px)` }}
                >
                  <MessageRow item={item} selfId={selfId} onShield={onShield} />
                </div>
              );
            })}
          </div>
        )}
      </div>
      {unseen ? (
        <button type="button" className="chat-list__unseen" onClick={toBottom}>
          {CHAT_TEXTS.newMessages}
        </button>
      ) : null}
    </div>
  );
}
