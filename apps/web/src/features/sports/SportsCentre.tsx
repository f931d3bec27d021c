import { venueDisplayName } from '@site/api-contract';
import { Button, Empty, Skeleton } from '@site/ui';
import { SPORTS_VENUES, groupByLeague, selectMatches, showsVideo, visibleMatches } from '@site/venues';
import type { MatchPhase, SportsVenue, VenueFailure } from '@site/venues';
import { memo, useDeferredValue } from 'react';
import { MatchRow } from './MatchRow';
import { PHASE_LABELS } from './format';
import { failureNoteText, loadingNoteText } from './notes';
import { useEnterMatch } from './use-enter-match';
import { drawnByBuild } from '../../components/FirstView';
import { useChoiceFirst } from '../../components/use-choice-first';
import { useVisibility } from '../../state/use-visibility';
import { useSports } from './use-sports';
import './sports.css';

export interface SportsFilter {
  venue?: SportsVenue | undefined;
  phase?: MatchPhase | undefined;
}

interface SportsCentreProps {
  filter: SportsFilter;
  onFilter: (next: SportsFilter) => void;
  go: (path: string) => void;
  loginWith: (redirect: string) => void;
}

/** 今日 (the default: in play first, then the rest of today), 滚球, 早盘. */
const PHASE_TABS = (['today', 'live', 'early'] as const).map((phase) => ({ key: phase, label: PHASE_LABELS[phase] }));

/**
 * The sports centre: today's, in-play and early matches of IMTY, OBTY and FBTY merged into one
 * list by league, with the main markets in European odds; filters live in the URL.
 */
export function SportsCentre({ filter, onFilter, go, loginWith }: SportsCentreProps) {
  const view = useSports();
  const { context, settled } = useVisibility();
  // Matches wait for the excluded league rather than flash it up.
  const visibility = settled ? context : null;
  const { enter, busy } = useEnterMatch(go, loginWith);
  // A tapped chip shows as chosen in the next frame; the list follows in a render React may
  // interrupt (issue #36 item 4: switching 滚球/今日/早盘 was one long task before the paint).
  const listPhase = useDeferredValue(filter.phase);
  // …and the navigation that changes the filter waits for that frame's paint (components/use-choice-first).
  const [chips, choose] = useChoiceFirst(filter, (f) => `${f.phase ?? ''}|${f.venue ?? ''}`, onFilter);
  const listVenue = useDeferredValue(filter.venue);
  // The build draws this into /game/sport's HTML, which guests and members both get: the guest's
  // 登录后… block is the app's to show; the HTML has the skeleton in its place.
  const guest = view.state === 'guest' && !drawnByBuild();

  return (
    <section className="stack sports" aria-labelledby="sports-heading">
      <div className="sports__head">
        <h2 id="sports-heading" className="sports__heading">
          赛事中心
        </h2>
        <span className="sports__hint">欧洲盘 · 赔率实时更新</span>
      </div>
      {/* Filters as radio chips, not @site/ui Tabs: they filter one list (no panels), and Tabs
          would move into the shared ui chunk the home page preloads. */}
      <div className="sports__filters" role="radiogroup" aria-label="赛事时段">
        {PHASE_TABS.map((tab) => {
          const on = (chips.phase ?? 'today') === tab.key;
          return (
            <button
              key={tab.key}
              type="button"
              role="radio"
              aria-checked={on}
              className={`sports__phase${on ? ' sports__phase--on' : ''}`}
              onClick={() => choose({ ...chips, phase: tab.key === 'today' ? undefined : tab.key })}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div className="sports__venues" role="radiogroup" aria-label="场馆">
        {[undefined, ...SPORTS_VENUES].map((venue) => (
          <button
            key={venue ?? 'all'}
            type="button"
            role="radio"
            aria-checked={chips.venue === venue}
            className={`sports__chip${chips.venue === venue ? ' sports__chip--on' : ''}`}
            onClick={() => choose({ ...chips, venue })}
          >
            {venue ? venueDisplayName(venue) : '全部场馆'}
          </button>
        ))}
      </div>
      {guest ? (
        <div className="sports__guest">
          <p className="sports__guest-title">登录后查看实时赛事</p>
          <p className="sports__guest-text">滚球比分、今日赛程与实时赔率仅对会员开放</p>
          <Button variant="primary" onClick={() => loginWith(window.location.pathname)}>
            去登录
          </Button>
        </div>
      ) : null}
      {view.state === 'loading' || (view.state === 'guest' && !guest) || (view.state === 'ready' && visibility === null) ? (
        <Skeleton rows={5} label="赛事加载中" />
      ) : null}
      {view.state === 'ready' && visibility !== null ? (
        <>
          <FailureNote failures={view.snapshot.failures.filter((f) => !filter.venue || f.venue === filter.venue)} />
          <LoadingNote pending={view.snapshot.pending.filter((venue) => !filter.venue || venue === filter.venue)} />
          <MatchList view={view} phase={listPhase} venue={listVenue} visibility={visibility} busy={busy} enter={enter} />
        </>
      ) : null}
    </section>
  );
}

type ReadySports = Extract<ReturnType<typeof useSports>, { state: 'ready' }>;

interface MatchListProps {
  view: ReadySports;
  phase: SportsFilter['phase'];
  venue: SportsFilter['venue'];
  visibility: NonNullable<ReturnType<typeof useVisibility>['context']>;
  busy: ReturnType<typeof useEnterMatch>['busy'];
  enter: ReturnType<typeof useEnterMatch>['enter'];
}

/** The matches of a filter by league; skipped while only the chips change (memo). */
const MatchList = memo(function MatchList({ view, phase: chosenPhase, venue: chosenVenue, visibility, busy, enter }: MatchListProps) {
  const phase = chosenPhase ?? 'today';
  const shown = visibleMatches(selectMatches(view.snapshot.matches, { venue: chosenVenue ?? 'all', phase }, view.snapshot.at), visibility);
  // "None" only once every venue asked has answered; until then the late ones may bring some.
  const waiting = view.snapshot.pending.some((venue) => !chosenVenue || venue === chosenVenue);
  if (shown.length === 0 && waiting) return <Skeleton rows={5} label="赛事加载中" />;
  if (shown.length === 0) return <Empty description={`暂无${PHASE_LABELS[phase]}赛事`} />;
  return groupByLeague(shown).map((group) => (
    <section key={group.league} className="sports__league" aria-label={group.league}>
      <h3 className="sports__league-name">
        <span className="sports__league-title">{group.league}</span>
        <span className="sports__league-count">{group.matches.length} 场</span>
      </h3>
      {group.matches.map((match) => (
        <MatchRow key={match.key} match={match} video={showsVideo(match, visibility)} moves={view.moves} busy={busy} onEnter={(v, id) => void enter(v, id)} />
      ))}
    </section>
  ));
});

/** A venue that dropped out is named quietly; the others' matches stay. */
function FailureNote({ failures }: { failures: readonly VenueFailure[] }) {
  const text = failureNoteText(failures);
  if (text === null) return null;
  return (
    <p className="sports__note" role="status">
      {text}
    </p>
  );
}

/** Venues still answering: the others' matches are already listed, these join when they come. */
function LoadingNote({ pending }: { pending: readonly SportsVenue[] }) {
  const text = loadingNoteText(pending);
  if (text === null) return null;
  return (
    <p className="sports__note sports__note--loading" role="status" data-testid="sports-loading">
      {text}
    </p>
  );
}
