import { describe, expect, it } from 'vitest';
import { launchTarget, venueLaunchRoute } from './launch-route.ts';
import { VENUE_ORIGIN, launchData } from './test-fakes.ts';

describe('venueLaunchRoute (SPEC §2 venue launch paths)', () => {
  it('puts the lobby url in ?url= of the venue\'s route', () => {
    expect(venueLaunchRoute('OBTY', launchData('OBTY'))).toBe(
      `/game/sport/ob?url=${encodeURIComponent(`${VENUE_ORIGIN}/obty/lobby?t=1`)}`,
    );
    expect(venueLaunchRoute('LHDJ', launchData('LHDJ'))?.startsWith('/game/gaming/lhdj?url=')).toBe(true);
    expect(venueLaunchRoute('IMTY', launchData('IMTY'))?.startsWith('/game/sport/im?url=')).toBe(true);
  });

  it('prefers h5Url on a small screen and falls back to the other field', () => {
    expect(launchTarget(launchData('FBTY'), { mobile: true })).toBe(`${VENUE_ORIGIN}/fbty/h5?t=1`);
    expect(launchTarget(launchData('FBTY', 1, { url: '' }))).toBe(`${VENUE_ORIGIN}/fbty/h5?t=1`);
  });

  it('no route for a venue without a launch page or without a usable http(s) lobby', () => {
    expect(venueLaunchRoute('FBTY', launchData('FBTY'))).toBeNull();
    expect(venueLaunchRoute('OBTY', launchData('OBTY', 1, { url: 'javascript:alert(1)', h5Url: '' }))).toBeNull();
    expect(venueLaunchRoute('OBTY', null)).toBeNull();
  });
});
