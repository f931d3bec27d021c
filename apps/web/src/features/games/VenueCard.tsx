import { Button, Tag } from '@site/ui';
import { VenueIcon } from './VenueIcon';
import type { VenueItem } from './lobby-data';

interface VenueCardProps {
  venue: VenueItem;
  /** False for a venue the site cannot open yet. */
  available: boolean;
  busy: boolean;
  onEnter: (venue: VenueItem) => void;
}

/** One venue of a lobby: icon, name, maintenance badge and the way in. */
export function VenueCard({ venue, available, busy, onEnter }: VenueCardProps) {
  const maintaining = venue.status !== 1;
  let label = '进入游戏';
  if (maintaining) label = '维护中';
  else if (!available) label = '敬请期待';
  return (
    <li className="games-venue">
      <VenueIcon src={venue.iconUrl} title={venue.title} />
      <div className="games-venue__main">
        <h2 className="games-venue__title">{venue.title}</h2>
        {maintaining ? <Tag tone="warning">维护中</Tag> : null}
        {!maintaining && !available ? <Tag>即将开放</Tag> : null}
      </div>
      <Button
        variant={maintaining || !available ? 'default' : 'primary'}
        size="small"
        disabled={maintaining || !available}
        loading={busy}
        aria-label={`${label}：${venue.title}`}
        onClick={() => onEnter(venue)}
      >
        {label}
      </Button>
    </li>
  );
}
