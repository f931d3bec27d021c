import { Button, Empty, Skeleton, Spinner, Tag } from '@site/ui';
import { useWindowVirtualizer, windowScroll } from '@tanstack/react-virtual';
import type { Rect, Virtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useChoiceFirst } from '../../components/use-choice-first';
import { FigureText } from './FigureText';
import { RECORD_TEXT as T } from './messages';
import type { ListEnd } from './paging';
import type { RecordRow } from './record-kinds';
import { shanghaiTime } from './record-range';

/** Every row is this tall (two lines of text; records.css says the same): the list never measures a row. */
export const RECORD_ROW_PX = 68;
/** Rows drawn beyond each edge of the screen. */
const OVERSCAN_ROWS = 8;
/** The next page is asked for when this few loaded rows are left below the screen. */
export const NEXT_PAGE_THRESHOLD = 10;
/** Placeholder lines while the first page loads (the site's other loading views draw five too). */
const WAITING_LINES = 5;

/**
 * The window's size for the virtualiser, read where reading costs nothing: in a ResizeObserver's
 * callback (which runs once layout is done: at once when observing starts, then on each change) and
 * on `resize`. TanStack's own reads innerWidth/innerHeight in the list's mount effect; with a
 * phone's viewport that read lays out the whole new page in the middle of React's commit (about
 * 66 ms of a /mine → 投注记录 navigation at 4× CPU, issue #36), and the frame lays it out again.
 */
function observeWindowSize(instance: Virtualizer<Window, Element>, cb: (rect: Rect) => void): (() => void) | undefined {
  const win = instance.scrollElement;
  if (!win) return undefined;
  const read = () => cb({ width: win.innerWidth, height: win.innerHeight });
  if (typeof ResizeObserver === 'undefined') {
    read();
    return undefined;
  }
  const observer = new ResizeObserver(read);
  observer.observe(win.document.documentElement);
  win.addEventListener('resize', read, { passive: true });
  return () => {
    observer.disconnect();
    win.removeEventListener('resize', read);
  };
}

/**
 * Where the window stands after a navigation is the router's to say (its scroll restoration: the
 * top of a new page, the saved place on 返回). TanStack's virtualiser also writes the window's
 * position as it mounts — `scrollTo` its initial offset, 0 — inside React's commit, which lays out
 * the whole new page there: about 55 ms of a /mine → 投注记录 navigation at 4× CPU (issue #36),
 * followed by the router's own write (without it, the frame does that layout, once). That first
 * write is left out; the list learns the real position from the scroll events, and any later
 * write (a jump the list asks for) goes through.
 */
function windowScrollAfterMount(): typeof windowScroll {
  let mounted = false;
  return (offset, options, instance) => {
    if (mounted) windowScroll(offset, options, instance);
    mounted = true;
  };
}

/** The window's size when the list is first drawn (read before React changes the page, so nothing is laid out for it). */
const windowRect = (): Rect | undefined => (typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight });

interface RecordListProps {
  label: string;
  count: number;
  /** The row at an index (only rows on screen are read). */
  rowAt: (index: number) => RecordRow;
  end: ListEnd;
  error: string | null;
  emptyText: string;
  /** What is above the list on the page: when its height changes, the list's offset does. */
  headRef: RefObject<HTMLElement | null>;
  onNearEnd: (lastVisible: number) => void;
  onRetry: () => void;
  /** The row whose detail is open (null: none). */
  opened: number | null;
  onOpen: (index: number) => void;
}

/**
 * The endless record list, scrolled with the page and virtualised: only the rows on screen (plus
 * a few) are in the document, so 10,000 loaded rows scroll like 30. Rows have one fixed height,
 * so nothing is measured; the virtualiser moves rows and sizes the list itself and the list
 * re-renders only when the rows on screen change. Nearing the end asks for the next page.
 */
export const RecordList = memo(function RecordList({ label, count, rowAt, end, error, emptyText, headRef, onNearEnd, onRetry, opened, onOpen }: RecordListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // A tapped row is marked in the next frame and its sheet opens after that paint (the modal's
  // opening restyles the whole page: 55–80 ms at 4× CPU, issue #36 item 4); the mark stays while
  // the sheet is open, so the member sees which record it belongs to.
  const [chosen, choose] = useChoiceFirst(opened, String, (index: number | null) => {
    if (index !== null) onOpen(index);
  });
  const [top, setTop] = useState(0);
  const [initialRect] = useState(windowRect);
  const [scrollToFn] = useState(windowScrollAfterMount);
  const hasRows = count > 0;

  // The list's distance from the top of the document, kept as the filters and totals above it and
  // the list itself change height. Read in a ResizeObserver's callback, which runs once layout is
  // done (at once when observing starts, then on each change), so the read costs nothing; read
  // in this effect it forced a layout of the whole page in the middle of React's commit (8–13 ms
  // at 4× CPU, twice as a record page starts, issue #36).
  useLayoutEffect(() => {
    const list = listRef.current;
    const place = () => {
      if (list) setTop(Math.round(list.getBoundingClientRect().top + window.scrollY));
    };
    if (typeof ResizeObserver === 'undefined') {
      place();
      return undefined;
    }
    const observer = new ResizeObserver(place);
    if (headRef.current) observer.observe(headRef.current);
    if (list) observer.observe(list);
    return () => observer.disconnect();
  }, [headRef, hasRows]);

  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => RECORD_ROW_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
    // Heights are known: a row attached to the list is never read from the DOM.
    measureElement: () => RECORD_ROW_PX,
    observeElementRect: observeWindowSize,
    initialRect,
    scrollToFn,
    directDomUpdates: true,
    // Scroll updates render in React's next batch, not inside the scroll event.
    useFlushSync: false,
  });
  const rows = virtualizer.getVirtualItems();
  // The last row on screen (not the overscan): the next page waits until the member scrolls.
  const lastVisible = virtualizer.range?.endIndex ?? -1;

  useEffect(() => {
    if (end === 'more') onNearEnd(lastVisible);
  }, [end, lastVisible, count, onNearEnd]);

  if (end === 'empty') return <Empty description={emptyText} />;
  // The first page: a placeholder and no footer yet. A footer drawn now would be pushed down by
  // the rows when they arrive — a layout shift (CLS 0.055 on 礼金记录, issue #36); drawn with the
  // rows, it only appears.
  const waiting = end === 'loading' && !hasRows;

  return (
    <div className="record-list">
      <div ref={listRef}>
        <div ref={virtualizer.containerRef} className="record-list__canvas" role="list" aria-label={label} aria-busy={end === 'loading' || undefined}>
          {rows.map((item) => (
            <div key={item.key} ref={virtualizer.measureElement} data-index={item.index} className="record-list__row" role="listitem">
              <RecordRowView row={rowAt(item.index)} index={item.index} chosen={item.index === chosen} onOpen={choose} />
            </div>
          ))}
        </div>
      </div>
      {waiting ? <Skeleton rows={WAITING_LINES} label={T.loading} /> : <ListFooter end={end} error={error} onRetry={onRetry} />}
    </div>
  );
});

interface RowViewProps {
  row: RecordRow;
  index: number;
  chosen: boolean;
  onOpen: (index: number) => void;
}

const RecordRowView = memo(function RecordRowView({ row, index, chosen, onOpen }: RowViewProps) {
  const open = useCallback(() => onOpen(index), [onOpen, index]);
  return (
    <button type="button" className={chosen ? 'record-row record-row--chosen' : 'record-row'} onClick={open} data-testid="record-row">
      <span className="record-row__main">
        <span className="record-row__title">{row.title}</span>
        <span className="record-row__note">
          {row.note ? `${row.note} · ` : ''}
          {shanghaiTime(row.time).slice(5, 16)}
        </span>
      </span>
      <span className="record-row__side">
        <FigureText figure={row.figure} />
        {row.status ? <Tag tone={row.status.tone}>{row.status.text}</Tag> : null}
      </span>
    </button>
  );
});

function ListFooter({ end, error, onRetry }: { end: ListEnd; error: string | null; onRetry: () => void }) {
  return (
    <div className="record-list__footer" role="status" data-testid="record-list-end">
      {end === 'loading' ? (
        <span className="record-list__hint">
          <Spinner size={16} /> {T.loading}
        </span>
      ) : end === 'error' ? (
        <span className="record-list__hint record-list__hint--error">
          {error ?? T.failed}
          <Button size="small" onClick={onRetry}>
            {T.retry}
          </Button>
        </span>
      ) : end === 'end' ? (
        <span className="record-list__hint">{T.end}</span>
      ) : null}
    </div>
  );
}
