import type { VenueLaunch } from '@site/api-contract';
import { createVenues } from '@site/venues';
import { cleanup } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Services } from '../../app/services';
import { appVenuePorts } from '../../app/venue-ports';
import { servicesAtom } from '../../state/services';

/** A launch answer from `origin`: the fields a test cares about, the rest as the platform sends them empty. */
export function launchFrom(origin: string, fields: Pick<VenueLaunch, 'url' | 'h5Url' | 'token' | 'requestId'>): VenueLaunch {
  return { ...fields, apiUrl: origin, activityUrl: '', resource: '', merchantCode: 'XY4002', expiresAt: 0 };
}

/**
 * The venues instance made from the double's client and session, as the composition root makes
 * it, and a jotai store holding the double.
 */
export function venuesStore(services: Services): { venues: ReturnType<typeof createVenues>; store: ReturnType<typeof createStore> } {
  const venues = createVenues(appVenuePorts(services.client, services.session));
  services.venues = async () => venues;
  const store = createStore();
  store.set(servicesAtom, services);
  return { venues, store };
}

/**
 * Each test starts with empty storage, and the OBTY token flow after a launch (it talks to the
 * venue origin) is answered here, never by the network; after each test the page and the stubs go.
 */
export function isolateVenueTests(): void {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status_code: 0, message: '', data: { token: 't', merchantCode: 'XY4002', userId: 'ob1', userName: 'demo888' } }))));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
