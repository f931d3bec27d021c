import { describe, expect, it } from 'vitest';
import { ROWS_PER_FRAME, openingRange } from './opening-range';

// A 10,000-message room scrolled to its end, rows 9986–9999 visible, overscan 3.
const range = { startIndex: 9986, endIndex: 9999, overscan: 3, count: 10_000, lanes: 1 };

describe('openingRange: a room draws its view a few rows per frame', () => {
  it('draws six rows in the first frame, the newest ones at the bottom of the view', () => {
    expect(ROWS_PER_FRAME).toBe(6);
    expect(openingRange(range, ROWS_PER_FRAME)).toEqual([9994, 9995, 9996, 9997, 9998, 9999]);
  });

  it('grows upwards frame by frame, never drawing the overscan before the view is full', () => {
    expect(openingRange(range, 12)).toEqual(Array.from({ length: 12 }, (_, i) => 9988 + i));
  });

  it('draws the whole range with its overscan once every visible row fits', () => {
    expect(openingRange(range, 14)).toEqual(Array.from({ length: 17 }, (_, i) => 9983 + i));
    expect(openingRange(range, 18)).toEqual(openingRange(range, 14));
  });

  it('a view shorter than the limit is drawn at once, overscan clipped to the list', () => {
    expect(openingRange({ startIndex: 0, endIndex: 2, overscan: 3, count: 3, lanes: 1 }, ROWS_PER_FRAME)).toEqual([0, 1, 2]);
  });
});
