import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { servicesAtom } from '../../state/services';
import { createAppVenues } from './app-venues';

/**
 * The app's ONE venues instance (launcher, counts poller, venue clients), made on first read from
 * the composition root's client and session. The home page reads counts from it too.
 */
export const venuesAtom = atom((get) => createAppVenues(get(servicesAtom)));

/** What the platform says about venues beyond the launch: its venue origins and the excluded league. */
export interface VenueSettings {
  venueOrigins: readonly string[];
  excludedLeague: string;
}

const NO_SETTINGS: VenueSettings = { venueOrigins: [], excludedLeague: '' };

/** The venue settings once loaded (for a click that must not act on a list still loading). */
export const venueSettingsPromiseAtom = atom(async (get): Promise<VenueSettings> => {
  const { client, session } = get(servicesAtom);
  try {
    const config = session.siteConfig.cached() ?? (await session.loadSiteConfig());
    const secret = config?.['secret'];
    if (typeof secret !== 'string' || secret === '') return NO_SETTINGS;
    const plain = await client.vvPretty(secret);
    return { venueOrigins: plain.venueOrigins, excludedLeague: plain.excludedLeague };
  } catch {
    // Without them the launch pages still accept the origins of the platform's launch replies.
    return NO_SETTINGS;
  }
});

/** The venue settings, or null while they load. */
export const venueSettingsAtom = unwrap(venueSettingsPromiseAtom, () => null);
