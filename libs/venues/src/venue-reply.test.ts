import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { VENUE_LOCAL_CODES, isVenueSuccess, normaliseVenueReply } from './venue-reply';

describe('normaliseVenueReply (SPEC §7: status_code, message, data)', () => {
  it.each([
    ['the platform shape', { status_code: 6000, message: 'ok', data: { a: 1 } }, { status_code: 6000, message: 'ok', data: { a: 1 } }],
    ['code/msg', { code: 100, msg: '成功', data: [1] }, { status_code: 100, message: '成功', data: [1] }],
    ['string code', { code: '0000000', message: '', data: null }, { status_code: '0000000', message: '', data: null }],
    ['status/result', { status: 350, errMsg: 'x', result: 'r' }, { status_code: 350, message: 'x', data: 'r' }],
    ['success flag only', { success: true, data: 5 }, { status_code: 0, message: '', data: 5 }],
    ['failure with no data', { code: 400401, msg: '令牌已过期' }, { status_code: 400401, message: '令牌已过期', data: null }],
  ])('reads %s', (_name, raw, expected) => {
    expect(normaliseVenueReply(raw)).toEqual(expected);
  });

  it('gives an invalid-reply failure in Chinese for anything without a code', () => {
    for (const raw of [null, 'text', 42, [], { data: 1 }, { success: false }, { code: '' }]) {
      expect(normaliseVenueReply(raw)).toEqual({
        status_code: VENUE_LOCAL_CODES.invalidReply,
        message: MESSAGES.venueReplyInvalid,
        data: null,
      });
    }
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const reply = normaliseVenueReply(raw);
        expect(['number', 'string']).toContain(typeof reply.status_code);
        expect(typeof reply.message).toBe('string');
      }),
      { numRuns: 300 },
    );
  });
});

describe('isVenueSuccess (SPEC-NOTES 1)', () => {
  it.each([6000, 0, 100, '0000000', 350, '100', '6000'])('%s is success', (code) => {
    expect(isVenueSuccess({ status_code: code })).toBe(true);
  });
  it.each([400401, 14010, 10001, '0000001', 'abc', -1, '', 6001])('%s is not', (code) => {
    expect(isVenueSuccess({ status_code: code })).toBe(false);
  });
});
