import { sharedResource } from './shared-resource';

/**
 * The member's wallet balances (centre, locked, venue wallets): one figure for the wallet,
 * transfer and balance pages; a money reply's balances replace it everywhere.
 */
export const balancesResource = sharedResource((services) => services.client.request('walletBalances'));
