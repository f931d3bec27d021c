import type { venueItemSchema } from '@site/api-contract';
import type { z } from 'zod';
import type { Services } from '../../app/services';
import { handedOver } from '../../components/use-deferred';
import { LOBBIES } from './lobbies';
import type { LobbyKey } from './lobbies';

export type VenueItem = z.infer<typeof venueItemSchema>;

/**
 * What a lobby page asks the platform for, started by its route's loader and not waited for: the
 * lobby's frame and heading paint at once and the venues fill in (`useDeferred`); 重新加载 runs the
 * loader again.
 */
export function loadLobby({ client }: Services, lobby: LobbyKey) {
  return { venues: handedOver(client.request('venueList', { category: LOBBIES[lobby].category })) };
}

export type LobbyData = ReturnType<typeof loadLobby>;
