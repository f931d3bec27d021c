import { describe, expect, it } from 'vitest';
import { sharedParams } from './shared-params';
import { VENUE_ORIGIN, launchData } from './test-fakes';

const now = 1_700_000_000_000;

describe('sharedParams (SPEC §3 venue shared parameters)', () => {
  it('IMTY: LanguageCode CHS and OddsType European (3) by default, TimeStamp, origin, Token, MemberCode', () => {
    expect(sharedParams('IMTY', { launch: launchData('IMTY'), now, memberCode: 'demo01' })).toEqual({
      LanguageCode: 'CHS',
      OddsType: 3,
      TimeStamp: now,
      origin: VENUE_ORIGIN,
      Token: 'tok-IMTY-1',
      MemberCode: 'demo01',
    });
  });

  it('IMTY: the member may choose other odds and language', () => {
    const params = sharedParams('IMTY', { launch: launchData('IMTY'), now, oddsType: 2, languageCode: 'ENG' });
    expect(params).toMatchObject({ OddsType: 2, LanguageCode: 'ENG', MemberCode: '' });
  });

  it('OBTY: cuid, origin, requestId, resourceUrl, resourceGamingUrl', () => {
    expect(sharedParams('OBTY', { launch: launchData('OBTY'), now, cuid: 'u-77' })).toEqual({
      cuid: 'u-77',
      origin: VENUE_ORIGIN,
      requestId: 'req-1',
      resourceUrl: 'https://static.venue.test/res',
      resourceGamingUrl: 'https://static.venue.test/res',
    });
    const withActivity = launchData('OBTY', 1, { activityUrl: 'https://gaming.venue.test/res' });
    expect(sharedParams('OBTY', { launch: withActivity, now })).toMatchObject({
      cuid: '',
      resourceGamingUrl: 'https://gaming.venue.test/res',
    });
  });

  it('FBTY: origin, languageType CMN by default, Authorization = launch token', () => {
    expect(sharedParams('FBTY', { launch: launchData('FBTY'), now })).toEqual({
      origin: VENUE_ORIGIN,
      languageType: 'CMN',
      Authorization: 'tok-FBTY-1',
    });
  });

  it('origin falls back to the lobby url when apiUrl is empty', () => {
    const launch = launchData('FBTY', 1, { apiUrl: '', url: 'https://fb.venue.test/lobby' });
    expect(sharedParams('FBTY', { launch, now })).toMatchObject({ origin: 'https://fb.venue.test' });
  });

  it('nothing before a launch, and nothing for venues without shared parameters', () => {
    expect(sharedParams('IMTY', { launch: null, now })).toBeNull();
    expect(sharedParams('V188', { launch: launchData('V188'), now })).toBeNull();
  });
});
