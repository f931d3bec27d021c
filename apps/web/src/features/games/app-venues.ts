import type { ApiClient } from '@site/api-client';
import { API_PATHS, anyEnvelopeSchema, platformCountSchema } from '@site/api-contract';
import type { Session } from '@site/session';
import { createVenues } from '@site/venues';
import type { FetchCountsPort, Venues, VenuesPorts } from '@site/venues';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * The platform count call ("getCountPB"). Its "expired" answer is a success with no data and a
 * message containing 已过期 (SPEC §4), and the api-client hands back only `data`, so this call
 * reads the whole envelope itself, with the client's own headers.
 * TODO(lib): move to @site/api-client — a call that keeps the envelope's message.
 */
export function platformCountFetcher(client: Pick<ApiClient, 'headers'>, fetcher: Fetch): FetchCountsPort {
  return async (_category, requestId) => {
    const path = API_PATHS.platformCount;
    const response = await fetcher(path, {
      method: 'POST',
      headers: { ...client.headers(path), 'content-type': 'application/json' },
      body: JSON.stringify({ requestId }),
    });
    if (!response.ok) throw new Error(`platformCount ${response.status}`);
    const envelope = anyEnvelopeSchema.safeParse(await response.json());
    if (!envelope.success) throw new Error('platformCount reply is no envelope');
    const counts = platformCountSchema.nullable().safeParse(envelope.data.data);
    return { data: counts.success ? counts.data : null, message: envelope.data.message };
  };
}

/** The ports of the app's one venues instance, built from the composition root's client and session. */
export function appVenuePorts(
  client: Pick<ApiClient, 'venueLaunch' | 'headers' | 'cache'>,
  session: Pick<Session, 'getToken' | 'memberInfo'>,
  fetcher: Fetch = (input, init) => globalThis.fetch(input, init),
): VenuesPorts {
  return {
    launch: (body) => client.venueLaunch(body),
    fetchCounts: platformCountFetcher(client, fetcher),
    cache: {
      get: (key) => client.cache.get(key),
      set: (key, value, ttl) => client.cache.set(key, value, { ttl }),
    },
    getToken: () => session.getToken(),
    getMemberCode: () => session.memberInfo.username(),
  };
}

export function createAppVenues(services: {
  client: Pick<ApiClient, 'venueLaunch' | 'headers' | 'cache'>;
  session: Pick<Session, 'getToken' | 'memberInfo'>;
}): Venues {
  return createVenues(appVenuePorts(services.client, services.session));
}
