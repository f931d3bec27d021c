import { describe, expect, it } from 'vitest';
import { browserDeviceTraits, createAppContext, isMobileDevice, redirectIfMobile } from './mobile';
import type { DeviceTraits } from './ports';
import { BrokenStorage, FakeEffects, FakeLocation, FakeStorage } from './test-fakes';

const IPHONE: DeviceTraits = {
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  maxTouchPoints: 5,
  screenWidth: 390,
  screenHeight: 844,
};
const ANDROID: DeviceTraits = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
  maxTouchPoints: 5,
  screenWidth: 412,
  screenHeight: 915,
};
const DESKTOP: DeviceTraits = {
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
  maxTouchPoints: 0,
  screenWidth: 1920,
  screenHeight: 1080,
};
const TOUCH_LAPTOP: DeviceTraits = { ...DESKTOP, maxTouchPoints: 10, screenWidth: 1366, screenHeight: 768 };
const IPAD: DeviceTraits = {
  userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  maxTouchPoints: 5,
  screenWidth: 820,
  screenHeight: 1180,
};

describe('isMobileDevice', () => {
  it('phones are mobile, in portrait and landscape', () => {
    expect(isMobileDevice(IPHONE)).toBe(true);
    expect(isMobileDevice(ANDROID)).toBe(true);
    expect(isMobileDevice({ ...IPHONE, screenWidth: 844, screenHeight: 390 })).toBe(true);
  });

  it('desktops never are, even with touch or a small window', () => {
    expect(isMobileDevice(DESKTOP)).toBe(false);
    expect(isMobileDevice(TOUCH_LAPTOP)).toBe(false);
    expect(isMobileDevice({ ...DESKTOP, maxTouchPoints: 5, screenWidth: 400, screenHeight: 700 })).toBe(false);
  });

  it('needs touch and a small screen besides the agent', () => {
    expect(isMobileDevice({ ...IPHONE, maxTouchPoints: 0 })).toBe(false);
    expect(isMobileDevice(IPAD)).toBe(false);
    expect(isMobileDevice({ ...ANDROID, screenWidth: 0, screenHeight: 0 })).toBe(false);
  });
});

function setup(traits: DeviceTraits, url = '/mine/vip?tab=2', app = false) {
  const location = new FakeLocation(url);
  const localStorage = new FakeStorage();
  const effects = new FakeEffects();
  const redirected = redirectIfMobile({
    traits,
    location,
    localStorage,
    navigate: (path, options) => effects.navigate(path, options),
    isAppContext: () => app,
  });
  return { redirected, localStorage, effects };
}

describe('redirectIfMobile', () => {
  it('on a phone stores from and href, then goes to /download-page', () => {
    const { redirected, localStorage, effects } = setup(IPHONE);
    expect(redirected).toBe(true);
    expect(localStorage.getItem('from')).toBe('/mine/vip?tab=2');
    expect(localStorage.getItem('href')).toBe('https://site.test/mine/vip?tab=2');
    expect(effects.navigations).toEqual([{ path: '/download-page', replace: true }]);
  });

  it('never redirects a desktop', () => {
    for (const traits of [DESKTOP, TOUCH_LAPTOP]) {
      const { redirected, localStorage, effects } = setup(traits);
      expect(redirected).toBe(false);
      expect(effects.navigations).toEqual([]);
      expect(localStorage.getItem('from')).toBeNull();
    }
  });

  it('not inside the mobile app, nor when already on the download page', () => {
    expect(setup(IPHONE, '/', true).redirected).toBe(false);
    const already = setup(IPHONE, '/download-page');
    expect(already.redirected).toBe(false);
    expect(already.effects.navigations).toEqual([]);
  });
});

describe('app context', () => {
  it('is detected from appdown-token and remembered for the tab', () => {
    const sessionStorage = new FakeStorage();
    const location = new FakeLocation('/?appdown-token=abc');
    const isApp = createAppContext({ location, sessionStorage, userAgent: () => ANDROID.userAgent });
    expect(isApp()).toBe(true);
    location.replace('/game/chess');
    expect(isApp()).toBe(true);
  });

  it('is detected from the user-agent marker', () => {
    const isApp = createAppContext({
      location: new FakeLocation('/'),
      sessionStorage: new FakeStorage(),
      userAgent: () => `${ANDROID.userAgent} SiteApp/2.0`,
    });
    expect(isApp()).toBe(true);
  });

  it('a browser without either is not the app, even with broken storage', () => {
    const isApp = createAppContext({ location: new FakeLocation('/?token=t'), sessionStorage: new BrokenStorage(), userAgent: () => ANDROID.userAgent });
    expect(isApp()).toBe(false);
  });
});

describe('browserDeviceTraits', () => {
  it('reads navigator and screen, with zeros when absent', () => {
    expect(
      browserDeviceTraits({
        navigator: { userAgent: IPHONE.userAgent, maxTouchPoints: 5 } as Navigator,
        screen: { width: 390, height: 844 } as Screen,
      }),
    ).toEqual(IPHONE);
    expect(browserDeviceTraits({})).toEqual({ userAgent: '', maxTouchPoints: 0, screenWidth: 0, screenHeight: 0 });
  });
});
