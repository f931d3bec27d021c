import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InfiniteList } from './InfiniteList';

const VIEWPORT_HEIGHT = 400;
const ROW = 50;

// jsdom has no layout: give the scrolling box a real height so the virtualiser can work out
// which rows are in view.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const height = this.classList.contains('site-infinite__viewport') ? VIEWPORT_HEIGHT : ROW;
    return { width: 375, height, top: 0, left: 0, right: 375, bottom: height, x: 0, y: 0, toJSON: () => ({}) };
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('site-infinite__viewport') ? VIEWPORT_HEIGHT : ROW;
  });
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return this.classList.contains('site-infinite__viewport') ? VIEWPORT_HEIGHT : ROW;
  });
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(375);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const items = Array.from({ length: 10000 }, (_, i) => `记录 ${i + 1}`);

function renderList(props: Partial<Parameters<typeof InfiniteList<string>>[0]> = {}) {
  const onLoadMore = vi.fn();
  const view = render(
    <InfiniteList
      label="交易记录"
      items={items}
      renderItem={(item) => <span>{item}</span>}
      estimateSize={ROW}
      height={VIEWPORT_HEIGHT}
      hasMore={false}
      loading={false}
      onLoadMore={onLoadMore}
      {...props}
    />,
  );
  return { ...view, onLoadMore };
}

describe('InfiniteList', () => {
  it('keeps only the rows in view (plus overscan) in the document out of 10,000', () => {
    renderList();
    const rows = screen.getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(VIEWPORT_HEIGHT / ROW + 6 + 1);
    expect(rows[0]?.textContent).toBe('记录 1');
    expect(rows[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(rows[0]?.getAttribute('aria-setsize')).toBe('10000');
  });

  it('shows 没有更多了 at the end and is a focusable, labelled scroll region', () => {
    renderList();
    const region = screen.getByRole('region', { name: '交易记录' });
    expect(region.tabIndex).toBe(0);
    expect(screen.getByRole('status').textContent).toBe('没有更多了');
  });

  it('asks for the next page when the end is near, not before', () => {
    const few = items.slice(0, 12);
    const { onLoadMore } = renderList({ items: few, hasMore: true });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    onLoadMore.mockClear();
    renderList({ hasMore: true });
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('does not ask again while loading, and says it is loading', () => {
    const { onLoadMore } = renderList({ items: items.slice(0, 5), hasMore: true, loading: true });
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('加载中…');
  });

  it('offers a retry after a failed page instead of retrying by itself', () => {
    const { onLoadMore } = renderList({ items: items.slice(0, 5), hasMore: true, error: true });
    expect(onLoadMore).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '加载失败，点击重试' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state when there is nothing at all', () => {
    renderList({ items: [] });
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
