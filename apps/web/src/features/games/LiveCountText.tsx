import { LOBBIES } from './lobbies';
import type { LobbyKey } from './lobbies';
import { usePlatformCount } from './use-platform-count';

/**
 * A lobby's live platform count in words ("254 场赛事"), for the home page's category tiles.
 * Home loads it lazily: the venues library and its poller stay off the first paint.
 */
export default function LiveCountText({ lobby, className }: { lobby: LobbyKey; className?: string }) {
  const { category, countUnit } = LOBBIES[lobby];
  const count = usePlatformCount(category);
  if (count === null) return null;
  return <span className={className}>{`${count.toLocaleString('zh-CN')} ${countUnit}`}</span>;
}
