import { cx } from '../class-names';
import { UI_MESSAGES } from '../messages';
import './VipBadge.css';

export interface VipBadgeProps {
  /** The member's grade (VIP level). */
  level: number;
  className?: string;
}

/** Tiers only change the look: 0-3 bronze, 4-6 silver, 7-9 gold, 10+ diamond. */
export function vipTier(level: number): 'bronze' | 'silver' | 'gold' | 'diamond' {
  if (level >= 10) return 'diamond';
  if (level >= 7) return 'gold';
  if (level >= 4) return 'silver';
  return 'bronze';
}

export function VipBadge({ level, className }: VipBadgeProps) {
  const safe = Number.isFinite(level) && level > 0 ? Math.floor(level) : 0;
  return (
    <span className={cx('site-vip', `site-vip--${vipTier(safe)}`, className)}>
      <span aria-hidden="true">VIP{safe}</span>
      <span className="site-visually-hidden">
        {UI_MESSAGES.vipLevel} {safe}
      </span>
    </span>
  );
}
