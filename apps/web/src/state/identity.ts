import { sharedResource } from './shared-resource';

/**
 * The member's real-name verification: the card, account and withdrawal pages all ask it first;
 * a verification on one page updates them all.
 */
export const identityResource = sharedResource((services) => services.client.request('identityInfo'));
