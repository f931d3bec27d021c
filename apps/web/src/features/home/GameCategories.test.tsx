import { BusinessError } from '@site/api-client';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import type { Services } from '../../app/services';
import { servicesAtom } from '../../state/services';
import { GameCategories } from './GameCategories';
import type { HomeData } from './home-data';

function renderWith(venues: HomeData['venues'], naming: { code: string; name: string }[] = []) {
  const store = createStore();
  const request = async (key: string) => {
    if (key === 'namingList') return naming;
    throw new Error(`unexpected ${key}`);
  };
  // The live counts load their venues lazily; they never answer here.
  store.set(servicesAtom, { client: { request }, venues: () => new Promise(() => undefined) } as unknown as Services);
  const rootRoute = createRootRoute({ component: () => <GameCategories venues={venues} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

afterEach(cleanup);

describe('GameCategories (issue #25 item 12)', () => {
  it('a failed venue list reads as the catalogue says, never with the platform\'s raw text', async () => {
    renderWith(Promise.reject(new BusinessError(10001, 'SQLSTATE[HY000]: venue_list timeout')));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('平台数量加载失败：操作失败，请稍后重试');
    expect(status.textContent).not.toContain('SQLSTATE');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('shows how many platforms each lobby has once the list is in', async () => {
    renderWith(Promise.resolve([{ code: 'OBTY', title: 'YB体育', category: 'TY', status: 1, iconUrl: '' }]));
    expect(await screen.findByText('1个平台')).toBeTruthy();
  });
});

describe('GameCategories (issue #25 item 7)', () => {
  it('a category shows under the name the platform\'s naming list gives it, else the site\'s own', async () => {
    renderWith(Promise.resolve([]), [{ code: 'ZR', name: '真人视讯' }, { code: 'TY', name: '  ' }]);
    expect(await screen.findByText('真人视讯')).toBeTruthy();
    expect(screen.queryByText('真人')).toBeNull();
    expect(screen.getByText('体育')).toBeTruthy();
  });
});
