import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Services } from '../../app/services';
import { servicesAtom } from '../../state/services';
import { MemberPanel } from './MemberPanel';

// Counts the loads of the member's part: a guest's home page must not fetch its code.
const memberInfoLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./MemberInfo', async (importOriginal) => {
  memberInfoLoads.count += 1;
  return importOriginal();
});

function renderPanel(member: boolean) {
  const store = createStore();
  const memberInfo = vi.fn(async () => ({ username: 'player01', grade: 3, balance: 1234.5 }));
  store.set(servicesAtom, { session: { memberInfo: { get: memberInfo, reset: vi.fn() } }, logout: vi.fn() } as unknown as Services);
  const rootRoute = createRootRoute({ component: () => <MemberPanel member={member} redirect={undefined} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { memberInfo };
}

afterEach(cleanup);

describe('MemberPanel', () => {
  it("a guest sees login and register, and neither the member's code nor the member info is requested", async () => {
    const { memberInfo } = renderPanel(false);
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '注册' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(memberInfoLoads.count).toBe(0);
    expect(memberInfo).not.toHaveBeenCalled();
  });

  it('a member sees name, balance and 退出登录 once the code and the member info are in', async () => {
    const { memberInfo } = renderPanel(true);
    expect(await screen.findByText('player01')).toBeTruthy();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
    expect(screen.getByText('账户余额')).toBeTruthy();
    expect(memberInfo).toHaveBeenCalledOnce();
    expect(memberInfoLoads.count).toBe(1);
  });
});
