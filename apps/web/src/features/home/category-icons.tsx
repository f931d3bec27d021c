import type { ReactNode } from 'react';

const icon = (body: ReactNode) => (
  <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
    {body}
  </svg>
);

/** Line icons of the lobbies (drawn, so they need no emoji font). */
export const CATEGORY_ICONS: Record<string, ReactNode> = {
  TY: icon(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7l4 3-1.5 4.5h-5L8 10zM12 7V3.5M16 10l3.5-1.5M14.5 14.5l2 3.5M9.5 14.5l-2 3.5M8 10L4.5 8.5" />
    </>,
  ),
  DZ: icon(
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M7 9v6M12 9v6M17 9v6M3 12h18" />
    </>,
  ),
  DJ: icon(<path d="M6 8h12a4 4 0 014 4v1a4 4 0 01-7 2.6H9A4 4 0 012 13v-1a4 4 0 014-4zM7 11v3M5.5 12.5h3M16 12h.01M18 14h.01" />),
  ZR: icon(
    <>
      <rect x="4" y="3" width="11" height="16" rx="1.5" transform="rotate(-8 9.5 11)" />
      <rect x="9" y="5" width="11" height="16" rx="1.5" />
      <path d="M14.5 10.5l1 2 2 .3-1.5 1.4.4 2-1.9-1-1.9 1 .4-2-1.5-1.4 2-.3z" />
    </>,
  ),
  CP: icon(
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4.5" />
      <path d="M11 10.5l1.5-1v5" />
    </>,
  ),
  QP: icon(
    <>
      <rect x="6" y="3" width="12" height="18" rx="2" />
      <path d="M9 8h6M12 8v8M9.5 12h5M9 16h6" />
    </>,
  ),
  FISH: icon(
    <>
      <path d="M3 12c3-5 9-6 13-3l5-3v12l-5-3c-4 3-10 2-13-3z" />
      <circle cx="8" cy="11" r=".8" fill="currentColor" />
    </>,
  ),
  GIFT: icon(<path d="M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0" />),
};
