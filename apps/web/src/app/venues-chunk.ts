import type { ApiClient } from '@site/api-client';
import type { StoragePort } from '@site/ports';
import type { Session } from '@site/session';
import { createVenues } from '@site/venues';
import type { Venues } from '@site/venues';
import { appVenuePorts } from './venue-ports';

/**
 * The venues half of the composition root, in its own chunk: services.ts imports it on first use
 * (a lazily loaded library may only be imported statically from one such module of our own).
 */
export function createAppVenues(client: ApiClient, session: Session, storage?: StoragePort): Venues {
  return createVenues(appVenuePorts(client, session, storage));
}
