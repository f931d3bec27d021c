import type { PreInfo } from './schemas/site';

/*
 * Sample replies for the tests of the libraries that read the contract (`@site/api-contract/testing`),
 * so a change to a reply's shape is made here once rather than in each library's copy.
 */

/** A valid preInfo `data` (SPEC §3): site open, chat host in configMap entry 51. */
export const samplePreInfo: PreInfo = {
  SiteBaseConfigVo: { title: '星耀娱乐', webLogoTitleUrl: '/logo.png' },
  address: '',
  disablePhones: [],
  globePhoneNumber: '+63 900',
  ip: '127.0.0.1',
  maintainConfig: { status: 1, message: '' },
  siteFestivalSkin: '',
  siteVideoActiveUrl: '',
  siteVideoSkinOpen: false,
  stopLogin: false,
  stopRegister: false,
  siteVideoVipMin: 3,
  siteVideoVipMax: 10,
  secret: 'abc',
  configMap: { '51': 'localhost:4100' },
};
