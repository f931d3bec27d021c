import { describe, expect, it } from 'vitest';
import { enterMaintenanceIfDue, isUnderMaintenance, shouldEnterMaintenance } from './maintenance';
import { FakeLocation } from './test-fakes';

const DOWN = { maintainConfig: { status: 0 } };
const UP = { maintainConfig: { status: 1 } };
const RUN = { isGo: false, disabled: false };

describe('maintenance', () => {
  it('status 0 is maintenance; anything else, or no config, is not', () => {
    expect(isUnderMaintenance(DOWN)).toBe(true);
    expect(isUnderMaintenance(UP)).toBe(false);
    expect(isUnderMaintenance({})).toBe(false);
    expect(isUnderMaintenance(null)).toBe(false);
  });

  it('replaces the location with /other/maintenance when status is 0', () => {
    const location = new FakeLocation('/mine/vip?x=1');
    expect(enterMaintenanceIfDue(DOWN, location, RUN)).toBe(true);
    expect(location.replaced).toEqual(['/other/maintenance']);
  });

  it('does nothing when already on the maintenance page', () => {
    for (const url of ['/other/maintenance', '/other/maintenance/']) {
      const location = new FakeLocation(url);
      expect(enterMaintenanceIfDue(DOWN, location, RUN)).toBe(false);
      expect(location.replaced).toEqual([]);
    }
  });

  it('isGo skips it, and so does the environment flag', () => {
    expect(shouldEnterMaintenance(DOWN, '/', { isGo: true, disabled: false })).toBe(false);
    expect(shouldEnterMaintenance(DOWN, '/', { isGo: false, disabled: true })).toBe(false);
    expect(shouldEnterMaintenance(DOWN, '/', RUN)).toBe(true);
  });

  it('a running site stays where it is', () => {
    const location = new FakeLocation('/');
    expect(enterMaintenanceIfDue(UP, location, RUN)).toBe(false);
    expect(location.replaced).toEqual([]);
  });
});
