import type { ReactNode } from 'react';

export type TabBarKey = 'home' | 'games' | 'activities' | 'chat' | 'mine';

export interface TabBarItem {
  key: string;
  label: string;
  href: string;
  icon: ReactNode;
  /** Unread count or a dot, shown on the icon. */
  badge?: number | 'dot';
}

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
  </svg>
);

/** The five tabs of the member site. Pages may pass their own list (for example with badges). */
export const DEFAULT_TAB_BAR_ITEMS: readonly TabBarItem[] = [
  { key: 'home', label: '首页', href: '/', icon: icon('M3 11l9-7 9 7v9a1 1 0 01-1 1h-5v-6H9v6H4a1 1 0 01-1-1z') },
  { key: 'games', label: '游戏', href: '/game/chess', icon: icon('M6 8h12a4 4 0 014 4v1a4 4 0 01-7 2.6H9A4 4 0 012 13v-1a4 4 0 014-4zM7 11v3M5.5 12.5h3M16 12h.01M18 14h.01') },
  { key: 'activities', label: '活动', href: '/activity/discount', icon: icon('M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0') },
  { key: 'chat', label: '聊天', href: '/chat', icon: icon('M4 5h16v11H9l-5 4z') },
  { key: 'mine', label: '我的', href: '/mine', icon: icon('M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0') },
];
