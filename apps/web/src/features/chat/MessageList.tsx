import type { ChatHistoryState, ChatStoreSnapshot } from '@site/chat-socket';
import { Button, Empty, Spinner } from '@site/ui';
import { defaultRangeExtractor, elementScroll, useVirtualizer } from '@tanstack/react-virtual';
import type { Range } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { MessageRow } from './MessageRow';
import { ROWS_PER_FRAME, openingRange } from './opening-range';
import { CHAT_TEXTS } from './messages';
import { DEFAULT_LIST_WIDTH_PX, createRowEstimator } from './row-estimate';

/** Within this many pixels of an edge counts as "at" it. */
const EDGE_PX = 80;
/** The strip above the first row that says whether older messages are loading or exhausted. */
const TOP_STRIP_PX = 36;
/** Rows drawn beyond each edge of the view. */
const OVERSCAN_ROWS = 3;
/** A scroll this soon after the reader's own input (wheel, touch, keys, pointer) is theirs. */
const OWN_INPUT_MS = 500;
/** Measured heights kept beyond the rows held before the stale ones are forgotten. */
const STALE_SIZES = 200;
interface MessageListProps {
  snapshot: ChatStoreSnapshot;
  history: ChatHistoryState;
  selfId: number | undefined;
  onLoadHistory: () => void;
  onShield: (userId: number) => void;
  /** The list changed while the reader follows the newest rows: the oldest may go (ChatSocket.keepNewest). */
  onFollowing?: () => void;
}

/**
 * The virtualised chat list. The virtualiser keeps the reader's place itself (`anchorTo: 'end'`):
 * rows put on top by a history page move the scroll offset by the height added above before the
 * rows are drawn, so nothing jumps and the drawn rows stay the same; new rows at the bottom are
 * followed while the reader is there (`followOnAppend`). Row positions are written to the DOM by
 * the virtualiser (`directDomUpdates`), so scrolling re-renders only when the drawn range changes,
 * and nothing here reads layout after React changed the DOM.
 */
export const MessageList = memo(function MessageList({
  snapshot,
  history,
  selfId,
  onLoadHistory,
  onShield,
  onFollowing,
}: MessageListProps) {
  const { list } = snapshot;
  const scrollRef = useRef<HTMLDivElement>(null);
  const widthRef = useRef(DEFAULT_LIST_WIDTH_PX);
  /**
   * Whether the list keeps to the newest row: true until the reader scrolls up. Not every scroll
   * that ends above the bottom is theirs: on a slow phone several messages (or history pages)
   * can arrive before the virtualiser's scroll for the first has landed, which then ends short of
   * the bottom or moves it up while rows above settle. A move up lets go of the bottom unless the
   * virtualiser itself scrolled in this frame (and the reader gave no input of their own).
   */
  const atEndRef = useRef(true);
  const lastTopRef = useRef(0);
  const virtualiserScrolledRef = useRef(false);
  const ownInputAtRef = useRef(Number.NEGATIVE_INFINITY);
  const lastKeyRef = useRef<string | undefined>(undefined);
  const [unseen, setUnseen] = useState(false);
  const [estimate] = useState(createRowEstimator);
  /** While the room opens, how many of its visible rows may be drawn (see ROWS_PER_FRAME); then null. */
  const [drawLimit, setDrawLimit] = useState<number | null>(ROWS_PER_FRAME);
  /** Whether the last range drawn was cut short by drawLimit. */
  const cutRef = useRef(true);
  const rangeExtractor = useMemo(() => {
    if (drawLimit === null) return defaultRangeExtractor;
    return (range: Range) => {
      const rows = openingRange(range, drawLimit);
      cutRef.current = rows.length < range.endIndex - range.startIndex + 1;
      return rows;
    };
  }, [drawLimit]);

  const getItemKey = useCallback((index: number) => list[index]?.key ?? index, [list]);
  const estimateSize = useCallback((index: number) => estimate(list[index], widthRef.current), [list, estimate]);
  const virtualizer = useVirtualizer({
    count: list.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN_ROWS,
    rangeExtractor,
    paddingStart: TOP_STRIP_PX,
    // Open at the newest rows: starting at the top would draw the oldest rows first, only to
    // replace them once scrolled to the end. The view's height is not known yet; the window's is
    // close, and the scroll to the end below corrects the rest.
    initialOffset: () => {
      let height = TOP_STRIP_PX;
      for (const item of list) height += estimate(item, widthRef.current);
      return Math.max(0, height - (globalThis.innerHeight || 0));
    },
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: EDGE_PX,
    directDomUpdates: true,
    // Scroll updates render in React's next batch, not synchronously inside the scroll event.
    useFlushSync: false,
    // A row just attached keeps its estimate (or known size) instead of being read from the DOM
    // at once, which would force a layout in the middle of React's commit; the ResizeObserver
    // reports its real size after the frame's own layout.
    measureElement(element, entry, instance) {
      const box = entry?.borderBoxSize[0];
      if (box) return Math.round(box.blockSize);
      const index = instance.indexFromElement(element);
      return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
    },
    // Its scroll events arrive in the next frame's scroll steps, before that frame's animation
    // callbacks: until then a scroll is the virtualiser's.
    scrollToFn(offset, options, instance) {
      virtualiserScrolledRef.current = true;
      requestAnimationFrame(() => {
        virtualiserScrolledRef.current = false;
      });
      elementScroll(offset, options, instance);
    },
    onChange(instance) {
      const width = instance.scrollRect?.width;
      if (width) widthRef.current = width;
    },
  });

  const wantsHistory = history.hasMore && !history.loading && history.error === null;

  // The room opens at its newest message. Scrolling to the end reads the list's height, which
  // would force the room's first layout inside React's commit; in the next animation frame it is
  // the frame's own layout. Once a frame has been painted, the next rows are drawn.
  const hasRows = list.length > 0;
  useLayoutEffect(() => {
    if (!hasRows || drawLimit === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      if (drawLimit === ROWS_PER_FRAME) virtualizer.scrollToEnd();
      timer = setTimeout(() => setDrawLimit(cutRef.current ? drawLimit + ROWS_PER_FRAME : null), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    // Only while the room opens: afterwards the virtualiser follows the bottom itself.
  }, [virtualizer, hasRows, drawLimit]);

  // A new last row the reader cannot see (they scrolled up) is announced, not scrolled to. While
  // they keep to the bottom, the list stays there whatever changed (new rows, a history page
  // above), also when the virtualiser's own following missed it: it follows only from within its
  // threshold of the end, and on a slow CPU several changes land before its scroll does.
  useEffect(() => {
    const lastKey = list.at(-1)?.key;
    const grew = lastKeyRef.current !== undefined && lastKey !== lastKeyRef.current;
    lastKeyRef.current = lastKey;
    if (!atEndRef.current) {
      if (grew) setUnseen(true);
      return;
    }
    if (drawLimit === null && list.length > 0 && !virtualizer.isAtEnd(1)) virtualizer.scrollToEnd();
    onFollowing?.();
  }, [list, drawLimit, virtualizer, onFollowing]);

  // Rows the socket let go (keepNewest) leave their measured heights in the virtualiser's cache,
  // which never forgets a key by itself: ~45 bytes a message in the soak. Forget them once they
  // outnumber the rows held.
  useEffect(() => {
    const sizes = virtualizer.itemSizeCache;
    if (sizes.size <= list.length + STALE_SIZES) return;
    const held = new Set(list.map((row) => row.key));
    for (const key of sizes.keys()) if (!held.has(String(key))) sizes.delete(key);
  }, [list, virtualizer]);

  // A list shorter than the view never scrolls, so ask for older messages straight away.
  const total = virtualizer.getTotalSize();
  const viewHeight = virtualizer.scrollRect?.height ?? 0;
  useEffect(() => {
    if (wantsHistory && viewHeight > 0 && total <= viewHeight) onLoadHistory();
  }, [wantsHistory, total, viewHeight, onLoadHistory]);

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    // Scroll events come before the frame's layout work, so these reads find layout clean.
    const top = el.scrollTop;
    const atEnd = virtualizer.getTotalSize() - top - el.clientHeight < EDGE_PX;
    const movedUp = top < lastTopRef.current - 1;
    lastTopRef.current = top;
    const readers = !virtualiserScrolledRef.current || performance.now() - ownInputAtRef.current < OWN_INPUT_MS;
    if (atEnd) atEndRef.current = true;
    else if (movedUp && readers) atEndRef.current = false;
    if (atEndRef.current) setUnseen(false);
    if (wantsHistory && top < EDGE_PX) onLoadHistory();
  };

  const ownInput = () => {
    ownInputAtRef.current = performance.now();
  };

  const toBottom = () => {
    atEndRef.current = true;
    setUnseen(false);
    virtualizer.scrollToEnd();
  };

  return (
    <div className="chat-list-wrap">
      <div
        ref={scrollRef}
        className="chat-list"
        onScroll={onScroll}
        onWheel={ownInput}
        onTouchMove={ownInput}
        onKeyDown={ownInput}
        onPointerDown={ownInput}
        role="log"
        aria-label={CHAT_TEXTS.messageList}
        data-testid="chat-list"
      >
        {list.length === 0 ? (
          <Empty description={CHAT_TEXTS.empty} />
        ) : (
          <div className="chat-list__canvas" ref={virtualizer.containerRef}>
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
              ) : !history.hasMore ? (
                <span className="chat-list__hint">{CHAT_TEXTS.historyEnd}</span>
              ) : null}
            </div>
            {virtualizer.getVirtualItems().map((row) => {
              const item = list[row.index];
              if (!item) return null;
              return (
                <div key={row.key} ref={virtualizer.measureElement} data-index={row.index} className="chat-list__row">
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
});
