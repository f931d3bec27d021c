import { describe, expect, it } from 'vitest';
import { BET_QUERY as BET_RECORDS, COIN_QUERY as COIN_RECORDS, TRANSACTION_QUERY as TRANSACTION_RECORDS } from './record-queries';
import { RECORD_PAGE_SIZE, recordQuery } from './record-request';

// 2026-03-15 20:00 in Shanghai.
const NOW = Date.UTC(2026, 2, 15, 12);

describe('a record list’s request', () => {
  it('asks for the default range, and a changed range changes the instants asked for', () => {
    const week = recordQuery(BET_RECORDS, {}, NOW);
    expect(week.days).toEqual({ start: '2026-03-09', end: '2026-03-15' });
    expect(week.body).toEqual({ startTime: Date.UTC(2026, 2, 8, 16), endTime: Date.UTC(2026, 2, 15, 16) - 1, pageNum: 1, pageSize: RECORD_PAGE_SIZE });
    const today = recordQuery(BET_RECORDS, { range: 'today' }, NOW);
    expect(today.body.startTime).toBe(Date.UTC(2026, 2, 14, 16));
    const custom = recordQuery(BET_RECORDS, { from: '2026-03-01', to: '2026-03-02' }, NOW);
    expect(custom.body).toMatchObject({ startTime: Date.UTC(2026, 1, 28, 16), endTime: Date.UTC(2026, 2, 2, 16) - 1 });
  });

  it('adds the filters the list offers and leaves out the ones it does not', () => {
    expect(recordQuery(TRANSACTION_RECORDS, { type: 'DEPOSIT', status: 2 }, NOW).body).toMatchObject({ type: 'DEPOSIT', status: 2 });
    const bad = recordQuery(TRANSACTION_RECORDS, { type: 'STEAL', status: 7, venue: 'IMTY' }, NOW).body;
    expect(bad).not.toHaveProperty('type');
    expect(bad).not.toHaveProperty('status');
    expect(bad).not.toHaveProperty('venueCode');
    expect(recordQuery(BET_RECORDS, { status: 0, venue: 'IMTY' }, NOW).body).toMatchObject({ settled: 0, venueCode: 'IMTY' });
    expect(recordQuery(COIN_RECORDS, { type: 'out' }, NOW).body).toMatchObject({ direction: 'out' });
  });
});
