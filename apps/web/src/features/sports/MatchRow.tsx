import { venueDisplayName } from '@site/api-contract';
import { priceId } from '@site/venues';
import type { Markets, MatchOffer, PriceMove, SportsMatch, SportsVenue } from '@site/venues';
import { Tag } from '@site/ui';
import { handicapText, oddsText, statusText, totalText } from './format';

interface MatchRowProps {
  match: SportsMatch;
  /** 视频直播 may be offered (VIP range, SPEC §5). */
  video: boolean;
  moves: ReadonlyMap<string, PriceMove>;
  busy: string | null;
  onEnter: (venue: SportsVenue, matchId: string) => void;
}

/** One match: status, teams and score, the main venue's three markets, and the venues that have it. */
export function MatchRow({ match, video, moves, busy, onEnter }: MatchRowProps) {
  const main = match.offers[0];
  if (!main) return null;
  const title = `${match.home} 对 ${match.away}`;
  const live = match.phase === 'live';
  return (
    <article className={`sports-match${live ? ' sports-match--live' : ''}`} aria-label={title}>
      <div className="sports-match__status">
        {live ? <span className="sports-match__live">滚球</span> : null}
        <span className="sports-match__time">{statusText(match)}</span>
        {video ? (
          <Tag tone="danger" className="sports-match__video">
            视频直播
          </Tag>
        ) : null}
      </div>
      <button
        type="button"
        className="sports-match__teams"
        onClick={() => onEnter(main.venue, main.matchId)}
        disabled={busy === `${main.venue}|${main.matchId}`}
      >
        {/* The name is the visible teams with where the tap goes in front (axe: label in content). */}
        <span className="site-visually-hidden">{`进入${venueDisplayName(main.venue)}投注：`}</span>
        <span className="sports-match__team">
          <span className="sports-match__name">{match.home}</span>
          {match.score ? <b className="sports-match__score">{match.score.home}</b> : null}
        </span>
        <span className="sports-match__team">
          <span className="sports-match__name">{match.away}</span>
          {match.score ? <b className="sports-match__score">{match.score.away}</b> : null}
        </span>
      </button>
      <Prices offer={main} moves={moves} />
      <div className="sports-match__venues">
        {match.offers.map((offer) => (
          <button
            key={offer.venue}
            type="button"
            className={`sports-match__venue${offer === main ? ' sports-match__venue--main' : ''}`}
            onClick={() => onEnter(offer.venue, offer.matchId)}
            disabled={busy === `${offer.venue}|${offer.matchId}`}
          >
            {venueDisplayName(offer.venue)}
            {offer.markets.oneXTwo ? <span className="sports-match__venue-odds"> {oddsText(offer.markets.oneXTwo.home)}</span> : null}
            <span className="site-visually-hidden">{`（投注：${title}）`}</span>
          </button>
        ))}
      </div>
    </article>
  );
}

function Prices({ offer, moves }: { offer: MatchOffer; moves: ReadonlyMap<string, PriceMove> }) {
  const { oneXTwo, handicap, overUnder } = offer.markets;
  const cell = (market: keyof Markets, side: string, label: string, value: number | undefined) => {
    const move = moves.get(priceId(offer.venue, offer.matchId, market, side));
    return (
      <span className={`sports-price${move ? ` sports-price--${move}` : ''}`} data-price={`${market}.${side}`}>
        <span className="sports-price__label">{label}</span>
        <span className="sports-price__odds">
          {value !== undefined ? oddsText(value) : '—'}
          {move ? <span className="site-visually-hidden">{move === 'up' ? '（升）' : '（降）'}</span> : null}
        </span>
      </span>
    );
  };
  return (
    <div className="sports-match__markets">
      <div className="sports-market" role="group" aria-label="独赢">
        <span className="sports-market__name">独赢</span>
        {cell('oneXTwo', 'home', '主', oneXTwo?.home)}
        {cell('oneXTwo', 'draw', '和', oneXTwo?.draw)}
        {cell('oneXTwo', 'away', '客', oneXTwo?.away)}
      </div>
      <div className="sports-market" role="group" aria-label="让球">
        <span className="sports-market__name">让球</span>
        {cell('handicap', 'home', handicap ? handicapText(handicap.line, 'home') : '主', handicap?.home)}
        {cell('handicap', 'away', handicap ? handicapText(handicap.line, 'away') : '客', handicap?.away)}
      </div>
      <div className="sports-market" role="group" aria-label="大小">
        <span className="sports-market__name">大小</span>
        {cell('overUnder', 'over', overUnder ? `大 ${totalText(overUnder.line)}` : '大', overUnder?.over)}
        {cell('overUnder', 'under', overUnder ? `小 ${totalText(overUnder.line)}` : '小', overUnder?.under)}
      </div>
    </div>
  );
}
