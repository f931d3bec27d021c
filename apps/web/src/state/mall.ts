import { sharedResource } from './shared-resource';

/**
 * The member's points and the mall's items (one platform read answers both): the mall page and
 * any page that shows the points read it; an exchange's reply sets the points everywhere, and a
 * refresh brings the new stock.
 */
export const mallResource = sharedResource((services) => services.client.request('mallItems'));
