import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { displayConfigAtom } from './display-config';
import { servicesAtom } from './services';

/** The app's one venues instance, from the composition root (a promise: its code loads on first use). */
export const venuesPromiseAtom = atom((get) => get(servicesAtom).venues());

/** The venues instance, or null in the moment its code is still loading. */
export const venuesAtom = unwrap(venuesPromiseAtom, () => null);

/** What the platform says about venues beyond the launch: its venue origins and the excluded league. */
export interface VenueSettings {
  venueOrigins: readonly string[];
  excludedLeague: string;
}

const NO_SETTINGS: VenueSettings = { venueOrigins: [], excludedLeague: '' };

/** The venue settings once loaded (for a click that must not act on a list still loading). */
export const venueSettingsPromiseAtom = atom(async (get): Promise<VenueSettings> => {
  try {
    const plain = await get(displayConfigAtom);
    return { venueOrigins: plain.venueOrigins, excludedLeague: plain.excludedLeague };
  } catch {
    // Without them a window venue opens nothing; the launch pages check their own launch result instead.
    return NO_SETTINGS;
  }
});

/** The venue settings, or null while they load. */
export const venueSettingsAtom = unwrap(venueSettingsPromiseAtom, () => null);
