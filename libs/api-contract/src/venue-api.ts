/**
 * The venue providers' API paths the sports centre calls (SPEC §7 venue request rewriting), shared
 * by @site/venues, the simulator and the browser tests. Apart from paths.ts on purpose: only the
 * lazily loaded venues code uses them, so the build keeps them out of the entry chunk
 * (apps/web/vite.config.ts chunk groups).
 */
export const VENUE_API_PATHS = {
  /**
   * Where the site's own server forwards IMTY's `/api/mobile` calls (ARCHITECTURE: the client
   * names no venue host); apps/web/server and nginx strip it and send the rest to IMTY's API origin.
   */
  imtyProxyPrefix: '/venue-proxy/imty',
  /** The match lists, one per venue, each in its provider's own shape. */
  imtyEvents: '/api/mobile/GetSportEvents',
  obtyMatches: '/yewu11/v1/m/matchesPB',
  fbtyMatches: '/v1/match/getList',
} as const;
