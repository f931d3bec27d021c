import { useCallback, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Cell } from './Cell';
import { InfiniteList } from './InfiniteList';
import { MoneyText } from './MoneyText';

interface Row {
  id: number;
  title: string;
  amount: number;
  time: string;
}

function makeRows(from: number, count: number): Row[] {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    return { id: n, title: n % 3 === 0 ? '取款' : '存款', amount: n % 3 === 0 ? -(n * 10) : n * 25, time: `2026-11-${String(22 - (n % 20)).padStart(2, '0')} 12:${String(n % 60).padStart(2, '0')}` };
  });
}

interface DemoProps {
  pages: number;
  failOnPage?: number;
  initial?: number;
}

function RecordsDemo({ pages, failOnPage, initial = 20 }: DemoProps) {
  const [rows, setRows] = useState(() => makeRows(1, initial));
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  const page = Math.ceil(rows.length / 20);
  const hasMore = page < pages;
  const loadMore = useCallback(() => {
    setLoading(true);
    setError(false);
    setTimeout(() => {
      setLoading(false);
      if (failOnPage !== undefined && page + 1 === failOnPage && !error) {
        setError(true);
        return;
      }
      setRows((current) => [...current, ...makeRows(current.length + 1, 20)]);
    }, 600);
  }, [page, failOnPage, error]);

  return (
    <InfiniteList
      label="交易记录"
      items={rows}
      getKey={(row) => row.id}
      estimateSize={64}
      height={420}
      hasMore={hasMore}
      loading={loading}
      error={error}
      onLoadMore={loadMore}
      renderItem={(row) => <Cell title={row.title} label={row.time} value={<MoneyText value={row.amount} signed />} />}
    />
  );
}

const meta = {
  title: '展示/InfiniteList 无限列表',
  component: RecordsDemo,
  parameters: { layout: 'fullscreen' },
  args: { pages: 5 },
} satisfies Meta<typeof RecordsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paging: Story = {
  name: '分页加载',
  // Scrolling near the end asks for the next page; the list grows by it.
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: '交易记录' });
    const last = () => Math.max(...canvas.getAllByRole('listitem').map((item) => Number(item.getAttribute('aria-posinset'))));
    await expect(last()).toBeLessThanOrEqual(20);
    // The next page (600 ms in this demo) arrives while the list is scrolled to its end.
    await waitFor(
      () => {
        region.scrollTop = region.scrollHeight;
        return expect(last()).toBeGreaterThan(20);
      },
      { timeout: 5000 },
    );
    // Pictured back at the top once nothing loads: sitting at the end, the list may already have
    // asked for the page after (the picture would catch its 加载中 row, or not, by the machine's speed).
    region.scrollTop = 0;
    await waitFor(() => expect(canvas.queryByText('加载中…')).toBeNull(), { timeout: 5000 });
  },
};
export const Finished: Story = { name: '没有更多', args: { pages: 1 } };
export const LoadError: Story = { name: '加载失败可重试', args: { pages: 3, failOnPage: 2 } };
export const Empty: Story = { name: '空列表', args: { pages: 0, initial: 0 } };
export const TenThousand: Story = {
  name: '一万条（虚拟化）',
  args: { pages: 1, initial: 10000 },
  // 10,000 rows, a screenful in the DOM: scrolling to the end draws the last rows, not all.
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(40);
    const region = canvas.getByRole('region', { name: '交易记录' });
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(canvas.getAllByRole('listitem').some((item) => item.getAttribute('aria-posinset') === '10000')).toBe(true));
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(40);
  },
};
