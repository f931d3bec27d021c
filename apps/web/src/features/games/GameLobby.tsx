import { Button, Empty, Result } from '@site/ui';
import { filterVisibleVenueItems, launchKind } from '@site/venues';
import { displayName, namingResource } from '../../state/naming';
import { useIsMember } from '../../state/use-is-member';
import { useShared } from '../../state/use-shared';
import { useDeferred } from '../../components/use-deferred';
import { drawnByBuild, PageLead } from '../../components/FirstView';
import type { Lobby } from './lobbies';
import type { VenueItem } from './lobby-data';
import { useEnterVenue } from './use-enter-venue';
import { useVisibility } from '../../state/use-visibility';
import { usePlatformCount } from './use-platform-count';
import { VenueCard } from './VenueCard';
import './games.css';

interface GameLobbyProps {
  lobby: Lobby;
  /** The lobby's venues, asked for by the route's loader. */
  venues: Promise<VenueItem[]>;
  /** Asks again after a failure (the route runs its loader again). */
  onRetry: () => void;
  go: (path: string) => void;
  loginWith: (redirect: string) => void;
}

/** A game lobby: the category's venues from the platform, its live count, and the way into each. */
export function GameLobby({ lobby, venues, onRetry, go, loginWith }: GameLobbyProps) {
  const member = useIsMember();
  const visibility = useVisibility().context;
  const count = usePlatformCount(lobby.category);
  const view = useDeferred(venues);
  const names = useShared(namingResource).data;
  const { enter, busy } = useEnterVenue(go, loginWith);

  return (
    <div className="stack games-lobby">
      {/* The lobby's first view (issue #36): the shared heading block, drawn into the HTML by the
          build; its count line is the visitor's (empty in the HTML, which every visitor gets). */}
      <PageLead heading title={`${lobby.title}场馆`} label={`${lobby.title}概况`}>
        <p className="page-lead__text games-lobby__count" aria-live="polite">
          {count !== null
            ? `当前 ${count.toLocaleString('zh-CN')} ${lobby.countUnit}`
            : drawnByBuild()
              ? '\u00a0'
              : member
                ? '正在获取实时数据…'
                : // A guest's count comes only from the cache (SPEC §4); with nothing cached it never arrives.
                  '登录后查看实时数据'}
        </p>
      </PageLead>
      {view.status === 'loading' ? <VenueListPlaceholder /> : null}
      {view.status === 'error' ? (
        <Result
          status="error"
          title="场馆加载失败"
          description={view.message}
          actions={
            <Button variant="primary" onClick={onRetry}>
              重新加载
            </Button>
          }
        />
      ) : null}
      {view.status === 'ready'
        ? (() => {
            const visible = filterVisibleVenueItems(view.data, visibility);
            if (visible.length === 0) return <Empty description={`暂无${lobby.title}场馆`} />;
            return (
              <ul className="games-lobby__list">
                {visible.map((venue) => (
                  <VenueCard
                    key={venue.code}
                    venue={{ ...venue, title: displayName(names, venue.code, venue.title) }}
                    available={launchKind(venue.code).kind !== 'unavailable'}
                    busy={busy === venue.code}
                    onEnter={(v) => void enter(v)}
                  />
                ))}
              </ul>
            );
          })()
        : null}
    </div>
  );
}

/**
 * Cards of the venue list while it loads (issue #36): each as tall as a venue card, so the list
 * that replaces them — and what follows it, the sports centre on /game/sport — stays where it was
 * drawn (the one-block skeleton before was 130 px tall where four cards are 312: CLS 0.030). Four:
 * the simulator's lobbies have three to five venues; a platform that lists another number still
 * moves what follows by only the difference.
 */
const PLACEHOLDER_CARDS = 4;

function VenueListPlaceholder() {
  return (
    <div role="status" aria-busy="true">
      <span className="site-visually-hidden">场馆加载中</span>
      <ul className="games-lobby__list" aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <li key={index} className="games-venue games-venue--placeholder">
            <span className="games-venue__icon games-venue__ghost" />
            <span className="games-venue__main">
              <span className="games-venue__ghost games-venue__ghost--title" />
            </span>
            <span className="games-venue__ghost games-venue__ghost--button" />
          </li>
        ))}
      </ul>
    </div>
  );
}
