import { useId } from 'react';
import type { ReactElement } from 'react';
import type { Sponsor, SponsorShape } from './sponsors';

/** One emblem per partner, drawn here: simple geometric marks, no real club's crest. */
const EMBLEMS: Record<SponsorShape, ReactElement> = {
  shield: (
    <g>
      <path d="M160 34l44 14v34c0 30-20 50-44 60-24-10-44-30-44-60V48z" fill="#fff" fillOpacity="0.92" />
      <path d="M132 92c10-8 18-8 28 0s18 8 28 0M132 108c10-8 18-8 28 0s18 8 28 0" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
      <path d="M160 52l5 10 11 1-8 7 2 11-10-6-10 6 2-11-8-7 11-1z" fill="currentColor" />
    </g>
  ),
  flame: (
    <g>
      <path d="M160 30l52 30v60l-52 30-52-30V60z" fill="#fff" fillOpacity="0.92" />
      <path d="M160 56c16 18 26 30 18 48-4 10-12 14-18 14s-14-4-18-14c-4-10 0-18 6-24 0 8 4 12 8 12-2-14 0-24 4-36z" fill="currentColor" />
    </g>
  ),
  ball: (
    <g>
      <circle cx="160" cy="90" r="54" fill="#fff" fillOpacity="0.92" />
      <g fill="none" stroke="currentColor" strokeWidth="5">
        <circle cx="160" cy="90" r="54" />
        <path d="M106 90h108M160 36v108M124 50c16 20 16 60 0 80M196 50c-16 20-16 60 0 80" />
      </g>
    </g>
  ),
  sail: (
    <g>
      <path d="M164 30v96h52z" fill="#fff" fillOpacity="0.95" />
      <path d="M156 44v82h-44z" fill="#fff" fillOpacity="0.75" />
      <path d="M104 134h112l-14 16h-84z" fill="currentColor" />
      <path d="M96 160c12-6 24-6 36 0s24 6 36 0 24-6 36 0 24 6 36 0" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </g>
  ),
  heart: (
    <g>
      <path d="M160 146c-40-26-62-48-62-74 0-18 14-30 30-30 14 0 24 8 32 20 8-12 18-20 32-20 16 0 30 12 30 30 0 26-22 48-62 74z" fill="#fff" fillOpacity="0.92" />
      <circle cx="160" cy="86" r="22" fill="none" stroke="currentColor" strokeWidth="5" />
      <path d="M160 64v44M138 86h44" stroke="currentColor" strokeWidth="4" />
    </g>
  ),
};

/** A partner's picture: its colours as a gradient, its emblem in the middle. Decorative: the name is beside it. */
export function SponsorArt({ sponsor, className }: { sponsor: Sponsor; className?: string }) {
  const id = useId();
  const [from, to] = sponsor.colors;
  return (
    <svg className={className} viewBox="0 0 320 180" aria-hidden="true" focusable="false" style={{ color: from }}>
      <defs>
        <linearGradient id={`${id}-g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${id}-g)`} />
      <circle cx="282" cy="28" r="64" fill="#fff" fillOpacity="0.1" />
      <circle cx="30" cy="170" r="48" fill="#fff" fillOpacity="0.08" />
      {EMBLEMS[sponsor.shape]}
    </svg>
  );
}
