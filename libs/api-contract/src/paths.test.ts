import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  CHAT_WS_PATH,
  isMoneyPath,
  jsonCachePath,
  MONEY_PATHS,
  secPath,
} from './paths';
import { API_SCHEMAS } from './registry';

describe('API_PATHS', () => {
  it('holds every call of SPEC §7 with its exact path', () => {
    expect(API_PATHS.preInfo).toBe('/site/api/v1/configuration/preInfo');
    expect(API_PATHS.vvPretty).toBe('/site/api/v1/configuration/vvPretty');
    expect(API_PATHS.queryNoticeList).toBe('/site/api/v1/advertising/queryNoticeList');
    expect(API_PATHS.queryStationAdList).toBe('/act/api/v1/advertising/queryStationAdList');
    expect(API_PATHS.suspensionIcon).toBe('/act/api/v1/activityShow/suspensionIcon');
    expect(API_PATHS.dividendLead).toBe('/act/api/v1/dividend/manual/lead');
    expect(API_PATHS.dividendCheck).toBe('/act/api/v1/dividend/front/check');
    expect(API_PATHS.dividendReceive).toBe('/act/api/v1/dividend/front/receive');
    expect(API_PATHS.webTerminal).toBe('/site/api/v1/launcher/webTerminal');
    expect(API_PATHS.namingList).toBe('/site/api/v1/site/naming/list');
    expect(API_PATHS.popInfo).toBe('/act/api/v1/memberTopActivity/popInfo');
    expect(API_PATHS.memberInfo).toBe('/site/api/v1/user/member/info');
    expect(API_PATHS.memberJwt).toBe('/site/api/v1/user/member/jwt');
    expect(API_PATHS.chatHistory).toBe('/stream/api/v1/history');
    expect(API_PATHS.venueLaunch).toBe('/game/api/v1/venue/launch');
    expect(CHAT_WS_PATH).toBe('/stream/ws/v1/handshake?clientType=web');
    expect(secPath('abc')).toBe('/site/api/v1/sec/abc');
    expect(jsonCachePath('platform-count')).toBe('/api/json-cache/platform-count');
  });

  it('keeps every new path in the spec form POST /{prefix}/api/v1/{area}/{action}', () => {
    const form = /^\/(site|act|game|fd|page-fd|agent)\/api\/v1\/[A-Za-z]+(\/[A-Za-z]+)+$/;
    const offForm = Object.entries(API_PATHS).filter(([key, p]) => key !== 'chatHistory' && !form.test(p));
    expect(offForm).toEqual([]);
  });

  it('has no two keys sharing a path', () => {
    const values = Object.values(API_PATHS);
    expect(new Set(values).size).toBe(values.length);
  });

  it('encodes path parameters so a key cannot escape its segment', () => {
    expect(jsonCachePath('a/../b')).toBe('/api/json-cache/a%2F..%2Fb');
    expect(secPath('x?y')).toBe('/site/api/v1/sec/x%3Fy');
  });

  it('marks the money calls, and they are the ones the schema table marks', () => {
    expect(isMoneyPath(API_PATHS.walletTransfer)).toBe(true);
    expect(isMoneyPath(API_PATHS.memberInfo)).toBe(false);
    const fromTable = Object.entries(API_SCHEMAS)
      .filter(([, ep]) => 'money' in ep && ep.money)
      .map(([key]) => API_PATHS[key as keyof typeof API_PATHS])
      .sort();
    expect([...MONEY_PATHS].sort()).toEqual(fromTable);
  });
});
