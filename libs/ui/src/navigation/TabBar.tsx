import type { MouseEvent } from 'react';
import { badgeText, UI_MESSAGES } from '../messages';
import { cx } from '../class-names';
import { DEFAULT_TAB_BAR_ITEMS } from './tab-bar-items';
import type { TabBarItem } from './tab-bar-items';
import './TabBar.css';

export interface TabBarProps {
  activeKey: string;
  items?: readonly TabBarItem[];
  /**
   * Called on a plain click; the app calls preventDefault and navigates with its router.
   * Modified clicks (new tab) keep the browser's behaviour.
   */
  onNavigate?: (item: TabBarItem, event: MouseEvent<HTMLAnchorElement>) => void;
  label?: string;
  className?: string;
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function TabBar({
  activeKey,
  items = DEFAULT_TAB_BAR_ITEMS,
  onNavigate,
  label = UI_MESSAGES.tabbar,
  className,
}: TabBarProps) {
  return (
    <nav className={cx('site-tabbar', className)} aria-label={label}>
      <ul className="site-tabbar__list">
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <li key={item.key} className="site-tabbar__item">
              <a
                href={item.href}
                className={cx('site-tabbar__link', active && 'is-active')}
                aria-current={active ? 'page' : undefined}
                onClick={(event) => {
                  if (onNavigate && isPlainClick(event)) onNavigate(item, event);
                }}
              >
                <span className="site-tabbar__icon">
                  {item.icon}
                  {item.badge === 'dot' ? <span className="site-tabbar__dot" aria-hidden="true" /> : null}
                  {typeof item.badge === 'number' && item.badge > 0 ? (
                    <span className="site-tabbar__count">
                      {badgeText(item.badge, 99)}
                      <span className="site-visually-hidden">{UI_MESSAGES.unread}</span>
                    </span>
                  ) : null}
                </span>
                <span className="site-tabbar__label">{item.label}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
