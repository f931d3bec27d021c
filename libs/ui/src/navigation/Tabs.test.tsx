import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';
import type { TabItem } from './Tabs';

const items: TabItem[] = [
  { key: 'all', label: '全部', content: '全部记录' },
  { key: 'deposit', label: '存款', content: '存款记录' },
  { key: 'off', label: '返水', content: '返水记录', disabled: true },
  { key: 'withdraw', label: '取款', content: '取款记录' },
];

function Controlled() {
  const [active, setActive] = useState('all');
  return <Tabs items={items} activeKey={active} onChange={setActive} label="交易类型" />;
}

describe('Tabs', () => {
  it('follows the APG tabs pattern: one tab stop, selected tab controls the panel', () => {
    render(<Controlled />);
    const list = screen.getByRole('tablist', { name: '交易类型' });
    const tabs = screen.getAllByRole('tab');
    expect(list.contains(tabs[0] ?? null)).toBe(true);
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1']);
    const panel = screen.getByRole('tabpanel', { name: '全部' });
    expect(panel.textContent).toBe('全部记录');
    expect(tabs[0]?.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('selects by click and by arrow keys, skipping disabled tabs and wrapping', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('tab', { name: '存款' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('存款记录');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '取款' }));
    expect(screen.getByRole('tab', { name: '取款' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '全部' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('取款记录');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tabpanel').textContent).toBe('全部记录');
  });
});
