import { describe, expect, it } from 'vitest';
import { readVenueMessage } from './frame-message';

describe('readVenueMessage', () => {
  it('reads the relaunch codes 400401 and 14010 in every shape', () => {
    expect(readVenueMessage(400401)).toEqual({ kind: 'relaunch', code: 400401 });
    expect(readVenueMessage('14010')).toEqual({ kind: 'relaunch', code: 14010 });
    expect(readVenueMessage({ code: '400401' })).toEqual({ kind: 'relaunch', code: 400401 });
    expect(readVenueMessage({ status_code: 14010 })).toEqual({ kind: 'relaunch', code: 14010 });
  });
  it('reads close and transfer requests', () => {
    expect(readVenueMessage({ type: 'close' })).toEqual({ kind: 'close' });
    expect(readVenueMessage({ type: 'transfer' })).toEqual({ kind: 'transfer' });
  });
  it('ignores anything else without throwing', () => {
    for (const data of [null, undefined, 6000, '400402', { code: 401 }, { type: 'navigate', url: 'https://evil.example' }, [], 'x'.repeat(10_000)]) {
      expect(readVenueMessage(data)).toBeNull();
    }
  });
});
