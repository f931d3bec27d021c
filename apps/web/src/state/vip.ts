import { sharedResource } from './shared-resource';

/** The member's VIP level and progress to the next: the member centre's card and the VIP page. */
export const vipInfoResource = sharedResource((services) => services.client.request('vipInfo'));

/** Every VIP level with its thresholds and benefits: the same for everyone, read once per visit. */
export const vipLevelsResource = sharedResource((services) => services.client.request('vipLevels'));
