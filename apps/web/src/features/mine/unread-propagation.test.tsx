import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteTabBar } from '../../components/SiteTabBar';
import { unreadMailResource } from '../../state/mail';
import { useShared } from '../../state/use-shared';
import { MailPage } from './MailPage';
import { MineMenu } from './MineMenu';
import { MENU } from './mine-menu';
import { giveListLayout, renderWithServices } from './test-harness';

const mails = [
  { id: 11, title: '返水已到账', content: '您昨日的真人视讯返水 <b>12.60</b> 元已发放。', read: false, createdAt: Date.UTC(2026, 10, 21, 2) },
  { id: 10, title: '提款到账通知', content: '500.00 元已到账', read: true, createdAt: Date.UTC(2026, 10, 20, 2) },
];

/** The member centre's menu as the hub shows it: the unread count from the shared resource. */
function Menu() {
  const unread = useShared(unreadMailResource);
  return <MineMenu groups={MENU} unread={unread.data?.unread} identityVerified />;
}

beforeEach(() => giveListLayout());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the unread-mail count, one figure everywhere', () => {
  it('reading a mail takes it off the tab bar dot and the member centre count at once', async () => {
    const { request, container } = renderWithServices(
      () => (
        <>
          <Menu />
          <SiteTabBar activeKey="mine" member />
          <MailPage first={Promise.resolve({ list: mails, total: 2, pageNum: 1, pageSize: 15 })} filter={undefined} />
        </>
      ),
      { mailUnread: () => ({ unread: 1 }), mailRead: () => ({ changed: 1 }) },
    );
    // Role queries over the whole centre are slow in jsdom: the tab is found by its address.
    const mine = await waitFor(() => {
      const link = container.querySelector<HTMLAnchorElement>('.site-tabbar a[href="/mine"]');
      if (!link) throw new Error('no tab bar yet');
      return link;
    });
    await waitFor(() => expect(mine.querySelector('.site-tabbar__dot')).not.toBeNull());
    expect(screen.getByTestId('mine-mail-unread').textContent).toContain('1');
    // The mailbox fills its box when the first page the route asked for has come (issue #36).
    const row = (await screen.findAllByTestId('mail-row'))[0];
    expect(screen.getByTestId('mail-unread-count').textContent).toContain('1');

    if (!row) throw new Error('no mail row');
    act(() => fireEvent.click(row));
    const reader = await screen.findByTestId('mail-reader');
    // Platform text is text: the tags of a mail are shown, never parsed.
    expect(within(reader).getByTestId('mail-content').textContent).toBe('您昨日的真人视讯返水 <b>12.60</b> 元已发放。');
    await waitFor(() => expect(mine.querySelector('.site-tabbar__dot')).toBeNull());
    expect(screen.queryByTestId('mine-mail-unread')).toBeNull();
    expect(screen.queryByTestId('mail-unread-count')).toBeNull();
    expect(request.mock.calls.filter(([key]) => key === 'mailRead')).toEqual([['mailRead', { ids: [11] }]]);
    expect(container.querySelector('b')).toBeNull();
  });
});
