import { sharedResource } from './shared-resource';

/** The banks a card may be bound at: the same list for every card form. */
export const banksResource = sharedResource((services) => services.client.request('bankList'));
