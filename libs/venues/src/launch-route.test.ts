import { describe, expect, it } from 'vitest';
import { checkLaunchedLobbyUrl, checkLobbyUrl, isVenueLobbyUrl, launchTarget, venueLaunchRoute } from './launch-route';
import { VENUE_ORIGIN, launchData } from './test-fakes';

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

describe('isVenueLobbyUrl (issue #27 item 5: each launch page against its own venue)', () => {
  const im = launchData('IMTY', 1);

  it("accepts the venue's own lobby, desktop or h5, with any token in the query", () => {
    expect(isVenueLobbyUrl(im.url, im)).toBe(true);
    expect(isVenueLobbyUrl(im.h5Url, im)).toBe(true);
    expect(isVenueLobbyUrl(`${VENUE_ORIGIN}/imty/lobby?t=99`, im)).toBe(true);
    expect(isVenueLobbyUrl(`${VENUE_ORIGIN}/imty/lobby`, im)).toBe(true);
  });

  it("refuses another venue's lobby on the same origin (a 188 lobby inside the IM page)", () => {
    expect(isVenueLobbyUrl(launchData('V188', 1).url, im)).toBe(false);
    expect(isVenueLobbyUrl(`${VENUE_ORIGIN}/imty/lobby/../../v188/lobby?t=1`, im)).toBe(false);
    expect(isVenueLobbyUrl(`${VENUE_ORIGIN}/`, im)).toBe(false);
  });

  it('refuses look-alikes and garbage, and a venue never launched', () => {
    for (const url of [
      `https://user@${VENUE_ORIGIN.replace('https://', '')}/imty/lobby`,
      `${VENUE_ORIGIN}:8443/imty/lobby`,
      VENUE_ORIGIN.replace('https:', 'http:') + '/imty/lobby',
      'javascript:alert(1)',
      '//evil.example/imty/lobby',
      '/imty/lobby',
      '',
      42,
      null,
    ]) {
      expect(isVenueLobbyUrl(url, im), String(url)).toBe(false);
    }
    expect(isVenueLobbyUrl(im.url, null)).toBe(false);
    expect(isVenueLobbyUrl(im.url, { url: 'javascript:x', h5Url: '' })).toBe(false);
  });
});

describe('checkLobbyUrl (issue #41 item 1: a ?url= this browser did not launch is launched and compared, not refused)', () => {
  const ob = launchData('OBTY', 1);
  const fresh = launchData('OBTY', 2);
  const listed = [VENUE_ORIGIN];

  it("loads at once a lobby of this venue's launch this browser holds", () => {
    expect(checkLobbyUrl(`${VENUE_ORIGIN}/obty/lobby?t=7`, { launched: ob, venueOrigins: listed })).toBe('load');
  });

  it('launches first for an allowlisted lobby address from elsewhere (app, another tab or device), never launched here', () => {
    const link = `${VENUE_ORIGIN}/obty/lobby?t=from-the-app`;
    expect(checkLobbyUrl(link, { launched: null, venueOrigins: listed })).toBe('launch');
    // Saved from an earlier session whose lobby path differed: the launch, not the old result, decides.
    expect(checkLobbyUrl(link, { launched: launchData('OBTY', 1, { url: `${VENUE_ORIGIN}/old/lobby`, h5Url: '' }), venueOrigins: listed })).toBe('launch');
    // The platform's list could not be read: the launch decides alone.
    expect(checkLobbyUrl(link, { launched: null, venueOrigins: [] })).toBe('launch');
  });

  it('after that launch, loads the address when it is a lobby of the launch (any token), else refuses', () => {
    expect(checkLaunchedLobbyUrl(`${VENUE_ORIGIN}/obty/lobby?t=from-the-app`, fresh)).toBe('load');
    expect(checkLaunchedLobbyUrl(`${VENUE_ORIGIN}/obty/h5?t=x`, fresh)).toBe('load');
    expect(checkLaunchedLobbyUrl(`${VENUE_ORIGIN}/v188/lobby?t=1`, fresh)).toBe('refuse');
    expect(checkLaunchedLobbyUrl(`${VENUE_ORIGIN}/obty/lobby`, null)).toBe('refuse');
  });

  it('refuses without launching: an origin on no list, look-alikes and garbage', () => {
    for (const url of [
      'https://evil.example/obty/lobby?t=1',
      `https://user@${VENUE_ORIGIN.replace('https://', '')}/obty/lobby`,
      `${VENUE_ORIGIN}:8443/obty/lobby`,
      VENUE_ORIGIN.replace('https:', 'http:') + '/obty/lobby',
      'javascript:alert(1)',
      '//evil.example/obty/lobby',
      '/obty/lobby',
      '',
      undefined,
    ]) {
      expect(checkLobbyUrl(url, { launched: ob, venueOrigins: listed }), String(url)).toBe('refuse');
    }
    expect(checkLobbyUrl('javascript:alert(1)', { launched: null, venueOrigins: [] })).toBe('refuse');
  });
});
