import type { ApiClient } from '@site/api-client';
import type { StoragePort } from '@site/ports';
import type { Session } from '@site/session';
import type { FetchCountsPort, VenuesPorts } from '@site/venues';
import { browserVisibility } from './visibility-port';

type VenueServicesClient = Pick<ApiClient, 'venueLaunch' | 'requestEnvelope' | 'cache'>;

/**
 * The platform count call ("getCountPB"). Its "expired" answer is a success with no data and a
 * message containing 已过期 (SPEC §4), so it goes through the client's envelope-keeping call.
 */
export function platformCountFetcher(client: Pick<ApiClient, 'requestEnvelope'>): FetchCountsPort {
  return (requestId) => client.requestEnvelope('platformCount', { requestId });
}

/**
 * The ports of the app's one venues instance, built from the composition root's client, session
 * and local storage (the session's too: one storage whose member values the app can account for).
 */
export function appVenuePorts(
  client: VenueServicesClient,
  session: Pick<Session, 'getToken' | 'memberInfo'>,
  storage?: StoragePort,
): VenuesPorts {
  return {
    ...(storage ? { storage } : {}),
    launch: (body) => client.venueLaunch(body),
    fetchCounts: platformCountFetcher(client),
    cache: {
      get: (key) => client.cache.get(key),
      set: (key, value, ttl) => client.cache.set(key, value, { ttl }),
    },
    getToken: () => session.getToken(),
    getMemberCode: () => session.memberInfo.username(),
    // The sports centre's odds poller rests in a hidden tab.
    visibility: browserVisibility(),
  };
}
