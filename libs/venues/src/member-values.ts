import { VENUE_CODE_LIST } from '@site/api-contract';
import { readJson, removeItem, type StoragePort, type StoredValueOwner } from '@site/ports';
import { VENUE_STORAGE_KEYS, VENUE_STORED_VALUES } from './constants';

type VenueStorageName = keyof typeof VENUE_STORAGE_KEYS;

/**
 * Removes every stored value VENUE_STORED_VALUES marks `member` (issue #35 item 6). Launch results
 * are one key per venue: every known venue's, and any other the stored list of launched venues
 * names, go.
 */
export function removeMemberValues(storage: StoragePort): void {
  const launched = readJson(storage, VENUE_STORAGE_KEYS.launchedVenues);
  const venues = new Set<string>(VENUE_CODE_LIST);
  if (Array.isArray(launched)) for (const venue of launched) if (typeof venue === 'string') venues.add(venue);
  const owners: Record<VenueStorageName, StoredValueOwner> = VENUE_STORED_VALUES;
  for (const name of Object.keys(owners) as VenueStorageName[]) {
    if (owners[name] !== 'member') continue;
    if (name === 'launchResultPrefix') {
      for (const venue of venues) removeItem(storage, VENUE_STORAGE_KEYS.launchResultPrefix + venue);
    } else {
      removeItem(storage, VENUE_STORAGE_KEYS[name]);
    }
  }
}
