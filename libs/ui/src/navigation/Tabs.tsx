import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { cx } from '../class-names';
import './Tabs.css';

export interface TabItem {
  key: string;
  label: ReactNode;
  /** The panel; leave out when the page renders the content itself (records lists). */
  content?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  activeKey: string;
  onChange: (key: string) => void;
  /** Names the tab list for screen readers. */
  label: string;
  /** Stretch tabs to equal widths (few tabs) or scroll sideways (many). */
  stretch?: boolean;
  className?: string;
}

/** APG tabs with automatic activation: arrows, Home and End move and select. */
export function Tabs({ items, activeKey, onChange, label, stretch = true, className }: TabsProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const enabled = items.filter((item) => !item.disabled);
  const active = items.find((item) => item.key === activeKey);

  const select = (key: string) => {
    onChange(key);
    const tabs = listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [];
    [...tabs].find((tab) => tab.dataset['tabKey'] === key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((item) => item.key === activeKey);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next.key);
  };

  return (
    <div className={cx('site-tabs', className)}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className={cx('site-tabs__list', stretch && 'site-tabs__list--stretch')}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const selected = item.key === activeKey;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              data-tab-key={item.key}
              aria-selected={selected}
              aria-controls={item.content === undefined ? undefined : `${baseId}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              className={cx('site-tabs__tab', selected && 'is-active')}
              onClick={() => onChange(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active && active.content !== undefined ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${active.key}`}
          aria-labelledby={`${baseId}-tab-${active.key}`}
          tabIndex={0}
          className="site-tabs__panel"
        >
          {active.content}
        </div>
      ) : null}
    </div>
  );
}
