/**
 * The home page's parts that load after the first paint, in one lazily loaded module (热门赛事 the default) so the page
 * names one chunk for both: the lobbies' live counts and 热门赛事 (each pulls in the venues
 * library and its pollers, which `/`'s first-load JS must not carry).
 */
export { default as LiveCountText } from '../games/LiveCountText';
export { default } from '../sports/HotMatches';
