import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { cx } from '../class-names';
import { UI_MESSAGES } from '../messages';
import { Empty } from '../feedback/Empty';
import './InfiniteList.css';

export interface InfiniteListProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** Names the scrolling region for screen readers (交易记录, 聊天消息). */
  label: string;
  getKey?: (item: T, index: number) => string | number;
  /** First guess of a row's height; rows are measured once drawn. */
  estimateSize?: number;
  /** Height of the scrolling box (px or any CSS length). */
  height?: number | string;
  hasMore: boolean;
  loading: boolean;
  /** A failed page: shows a retry button instead of asking again by itself. */
  error?: boolean;
  onLoadMore: () => void;
  /** Ask for the next page when this few rows are left below the view. */
  threshold?: number;
  overscan?: number;
  empty?: ReactNode;
  className?: string;
}

/**
 * A virtualised list that asks for the next page near its end: only the rows in view (plus a
 * few) are in the document, so thousands of records or chat messages stay smooth.
 */
export function InfiniteList<T>({
  items,
  renderItem,
  label,
  getKey,
  estimateSize = 64,
  height = 480,
  hasMore,
  loading,
  error = false,
  onLoadMore,
  threshold = 5,
  overscan = 6,
  empty,
  className,
}: InfiniteListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    overscan,
    getItemKey: (index) => {
      const item = items[index];
      return getKey && item !== undefined ? getKey(item, index) : index;
    },
  });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.length > 0 ? (rows[rows.length - 1]?.index ?? -1) : -1;
  const nearEnd = items.length === 0 || lastIndex >= items.length - 1 - threshold;

  useEffect(() => {
    if (nearEnd && hasMore && !loading && !error) onLoadMore();
  }, [nearEnd, hasMore, loading, error, onLoadMore, items.length]);

  if (items.length === 0 && !hasMore && !loading && !error) {
    return <div className={cx('site-infinite', className)}>{empty ?? <Empty />}</div>;
  }

  let footer: ReactNode;
  if (loading) footer = UI_MESSAGES.loading;
  else if (error)
    footer = (
      <button type="button" className="site-infinite__retry" onClick={onLoadMore}>
        {UI_MESSAGES.listError}
      </button>
    );
  else if (!hasMore) footer = UI_MESSAGES.listEnd;
  else
    footer = (
      <button type="button" className="site-infinite__retry" onClick={onLoadMore}>
        {UI_MESSAGES.loadMore}
      </button>
    );

  return (
    <div className={cx('site-infinite', className)}>
      <div
        ref={scrollRef}
        className="site-infinite__viewport"
        style={{ height }}
        role="region"
        aria-label={label}
        aria-busy={loading || undefined}
        // Focusable so keyboard users can scroll it (WCAG 2.1.1).
        tabIndex={0}
      >
        <div role="list" className="site-infinite__list" style={{ height: virtualizer.getTotalSize() }}>
          {rows.map((row) => {
            const item = items[row.index];
            if (item === undefined) return null;
            return (
              <div
                key={row.key.toString()}
                role="listitem"
                data-index={row.index}
                ref={virtualizer.measureElement}
                aria-posinset={row.index + 1}
                aria-setsize={hasMore ? -1 : items.length}
                className="site-infinite__row"
                style={{ transform: `translateY(${row.start}px)` }}
              >
                {renderItem(item, row.index)}
              </div>
            );
          })}
        </div>
        <div className="site-infinite__footer" role="status">
          {footer}
        </div>
      </div>
    </div>
  );
}
