import { Skeleton } from '@site/ui';
import { useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useDeferred } from './use-deferred';
import './first-view.css';

/*
 * A data page's first view (issue #36 item 2): what it paints before the platform answers, and
 * keeps when the answer comes. Two pieces, shared by every such page:
 *
 * - `PageLead`: the heading block that opens the page — its headline, a line under it and a drawing
 *   in the stylesheet — of fixed size and independent of any data, so it is the page's largest
 *   element from the first render (or from the HTML, src/prerender) and stays so: rows, cards and
 *   texts that come with the data are each smaller.
 * - `DataSlot`: the box the data goes in, of a fixed least height from the first render: a skeleton
 *   while loading, then the content in the same box, so nothing below it moves when it arrives.
 * - `useKeptDeferred`: what such a box shows of data its route started without waiting. (Here, not
 *   in use-deferred, which the home page loads, nor in a module of its own, whose chunk would be
 *   one more name in every such route's preload list in the start-up code.)
 */

interface PageLeadProps {
  title: string;
  text?: ReactNode;
  children?: ReactNode;
  /** The region's name, when it is not the title. */
  label?: string;
  /** A page's own modifier, e.g. its drawing (`--page-lead-drawing`, as deposit-lead.css). */
  className?: string;
  /** The headline as the page's section heading (h2) where the page had one (the lobbies); else a line. */
  heading?: boolean;
}

/** The page's heading block: headline and one line, never waiting for data. */
export function PageLead({ title, text, children, label, className, heading = false }: PageLeadProps) {
  const Title = heading ? 'h2' : 'p';
  return (
    <section className={className ? `page-lead ${className}` : 'page-lead'} aria-label={label ?? title}>
      <Title className="page-lead__title">{title}</Title>
      {text ? <p className="page-lead__text">{text}</p> : null}
      {children}
    </section>
  );
}

/**
 * True while the build draws a page's first view (src/prerender renders without a document). The
 * HTML is served to every visitor: what differs by visitor (a guest's 登录后… line) is drawn by the
 * build as its empty box, and the app's first render fills it.
 */
export const drawnByBuild = (): boolean => typeof document === 'undefined';

interface DataSlotProps {
  /** True until the data has come (or failed): the skeleton shows. */
  loading: boolean;
  /** The box's least height in px, loading or not: the height of what usually comes. */
  minHeight: number;
  /** Skeleton lines while loading. */
  rows?: number;
  children?: ReactNode;
  className?: string;
}

/** The data's box: same size loading and loaded, skeleton first, content in place. */
export function DataSlot({ loading, minHeight, rows = 4, children, className }: DataSlotProps) {
  const style = { '--data-slot-min-height': `${String(minHeight)}px` } as CSSProperties;
  return (
    <div className={className ? `data-slot ${className}` : 'data-slot'} style={style}>
      {/* ui's own 加载中… (LoadViews' LOAD_TEXT says the same): the lobbies need not load LoadViews for it. */}
      {loading ? <Skeleton rows={rows} title /> : children}
    </div>
  );
}

/**
 * A page's data that its route started without waiting for it, for the box it fills: undefined
 * until it first comes (a reply, or a guest's null, is never undefined), then what came last while
 * the loader runs again (a removal, a draw), so the box never falls back to its skeleton. A failure
 * is the page's, as when the route waited: thrown to the route's failure view with 重新加载.
 */
export function useKeptDeferred<T>(promise: Promise<T>): T | undefined {
  const view = useDeferred(promise);
  const [kept, setKept] = useState<{ data: T } | null>(null);
  if (view.status === 'ready' && kept?.data !== view.data) setKept({ data: view.data });
  if (view.status === 'error') throw view.error;
  return view.status === 'ready' ? view.data : kept?.data;
}
