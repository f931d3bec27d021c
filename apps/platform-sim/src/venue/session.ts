import type { SimContext } from '../context';

/** A venue launch's session (venue_sessions): the lobby and the sports providers read it by token. */
export interface VenueSession {
  token: string;
  member_id: number;
  venue_code: string;
  request_id: string;
  expires_at: number;
}

export function venueSessionByToken(ctx: SimContext, token: string): VenueSession | undefined {
  return ctx.db.prepare('SELECT * FROM venue_sessions WHERE token = ?').get(token) as VenueSession | undefined;
}
