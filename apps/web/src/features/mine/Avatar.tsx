import { splitGraphemes } from '@site/validation';

/** The first character of the member's name, upper-cased for letters: 星耀会员 → 星, demo888 → D. */
export function avatarInitial(name: string): string {
  const first = splitGraphemes(name.trim())[0] ?? '';
  return first.toUpperCase() || '会';
}

/**
 * The member's avatar drawn in CSS: the initial on a disc whose colour follows the VIP tier. No
 * image to load, so the member centre's first view paints at once.
 */
export function Avatar({ name, size = 64, className }: { name: string; size?: number; className?: string }) {
  return (
    <span className={`mine-avatar ${className ?? ''}`} style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }} aria-hidden="true">
      {avatarInitial(name)}
    </span>
  );
}
