import type { ResponsibleInfo } from '@site/api-contract';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Services } from '../../app/services';
import { servicesAtom } from '../../state/services';
import { RESPONSIBLE_TEXT as T } from './messages';
import { ResponsiblePage } from './ResponsiblePage';

afterEach(cleanup);

const settings = (realityCheckMinutes: ResponsibleInfo['realityCheckMinutes']): ResponsibleInfo => ({ limits: [], realityCheckMinutes, sessionStartedAt: 0, serverTime: 0 });

/** A promise and the hands that settle it. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/**
 * The page as its route draws it (#36): the settings started and not waited for; `reload` hands the
 * page a new read, as `router.invalidate()` does, and resolves when the test says the new settings
 * have come.
 */
function setup(first: Promise<ResponsibleInfo>) {
  const request = vi.fn(async () => ({}));
  const store = createStore();
  // Only what the page calls: the platform's client (its changes) and the dialogs.
  store.set(servicesAtom, { client: { request }, dialogs: { open: vi.fn() } } as unknown as Services);
  const reads: ReturnType<typeof deferred<ResponsibleInfo>>[] = [];
  const reloaded: ReturnType<typeof deferred<void>>[] = [];
  function Page() {
    const [info, setInfo] = useState(first);
    const reload = () => {
      const read = deferred<ResponsibleInfo>();
      const done = deferred<void>();
      reads.push(read);
      reloaded.push(done);
      setInfo(read.promise);
      return done.promise;
    };
    return <ResponsiblePage info={info} reload={reload} />;
  }
  const router = createRouter({ routeTree: createRootRoute({ component: Page }), history: createMemoryHistory({ initialEntries: ['/mine/responsible'] }) });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { request, reads, reloaded };
}

const choice = (name: string) => screen.getByRole('radiogroup', { name: T.realityTitle }).querySelector<HTMLButtonElement>(`[role="radio"]:nth-child(${['关闭', '15分钟', '30分钟', '60分钟'].indexOf(name) + 1})`);

describe('理性娱乐 opens at once and its settings fill the box (#36)', () => {
  it('draws the heading block and a loading box before the settings come, then the tools in that box', async () => {
    const first = deferred<ResponsibleInfo>();
    setup(first.promise);
    expect(await screen.findByRole('region', { name: T.leadTitle })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('加载中…');
    expect(screen.queryByText(T.limitsTitle)).toBeNull();
    await act(async () => first.resolve(settings(0)));
    expect(await screen.findByText(T.limitsTitle)).toBeTruthy();
    expect(screen.queryByText('加载中…')).toBeNull();
    expect(choice('关闭')?.getAttribute('aria-checked')).toBe('true');
  });

  it('a reality-check change stays busy until the new settings have come, and the old ones stay shown meanwhile, no skeleton', async () => {
    const { request, reads, reloaded } = setup(Promise.resolve(settings(0)));
    await screen.findByText(T.limitsTitle);
    fireEvent.click(choice('30分钟') as HTMLButtonElement);
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    expect(request).toHaveBeenCalledWith('realityCheckSet', { minutes: 30 });
    // Reading again: the settings shown stay, the choices stay held.
    expect(screen.queryByText('加载中…')).toBeNull();
    expect(choice('关闭')?.getAttribute('aria-checked')).toBe('true');
    expect(choice('30分钟')?.disabled).toBe(true);
    await act(async () => reads[0]?.resolve(settings(30)));
    expect(choice('30分钟')?.getAttribute('aria-checked')).toBe('true');
    expect(choice('30分钟')?.disabled).toBe(true);
    await act(async () => reloaded[0]?.resolve());
    expect(choice('60分钟')?.disabled).toBe(false);
  });

  it("a limit's message comes once the new settings have come", async () => {
    const { request, reads, reloaded } = setup(Promise.resolve(settings(0)));
    request.mockResolvedValue({ limits: [] });
    await screen.findByText(T.limitsTitle);
    fireEvent.change(screen.getByLabelText(T.amountLabel), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    expect(screen.queryByText(T.savedNow)).toBeNull();
    await act(async () => {
      reads[0]?.resolve(settings(0));
      reloaded[0]?.resolve();
    });
    expect(await screen.findByText(T.savedNow)).toBeTruthy();
  });

  it('a failure to read the settings is thrown to the route (its failure view offers 重新加载)', async () => {
    const first = deferred<ResponsibleInfo>();
    const thrown = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup(first.promise);
    await screen.findByRole('region', { name: T.leadTitle });
    await act(async () => first.reject(new Error('读取失败')));
    // The root route's default failure view took the page's place.
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: T.leadTitle })).toBeNull());
    thrown.mockRestore();
  });
});
