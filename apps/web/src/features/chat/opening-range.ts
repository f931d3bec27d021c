import { defaultRangeExtractor } from '@tanstack/react-virtual';
import type { Range } from '@tanstack/react-virtual';

/**
 * A room opens a few rows at a time: its first frame draws the newest rows at the bottom of the
 * view, each following frame this many more, until the view and the overscan are drawn. The
 * first layout of a row is its costliest (new text to shape, fonts to find): drawing the whole
 * view at once made one task of 40–90 ms on the 2-core bench machine (budget: 50 ms). A view of
 * 12–15 rows is complete three frames later, about 50 ms, before a reader could scroll.
 */
export const ROWS_PER_FRAME = 6;

/**
 * The rows to draw while the room opens: the newest `limit` rows of the visible range, or, once
 * every visible row fits in `limit`, the whole range with its overscan.
 */
export function openingRange(range: Range, limit: number): number[] {
  const visible = defaultRangeExtractor({ ...range, overscan: 0 });
  return visible.length > limit ? visible.slice(-limit) : defaultRangeExtractor(range);
}
