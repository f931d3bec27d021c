import { BusinessError } from '@site/api-client';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Services } from '../app/services';
import { servicesAtom } from '../state/services';
import { sharedResource } from '../state/shared-resource';
import { LOAD_TEXT } from './LoadViews';
import { SharedView } from './SharedView';

afterEach(cleanup);

/** Two reads that fail until the platform is back, as a page with nested parts (VIP特权: the member's level, then the levels). */
function twoFailingParts() {
  let back = false;
  const outerRead = vi.fn(async () => {
    if (!back) throw new BusinessError(10001, '系统异常，请稍后重试');
    return '当前等级 VIP5';
  });
  const innerRead = vi.fn(async () => {
    if (!back) throw new BusinessError(10001, '系统异常，请稍后重试');
    return '晋级 VIP6';
  });
  const store = createStore();
  store.set(servicesAtom, {} as Services);
  return { store, outer: sharedResource(outerRead), inner: sharedResource(innerRead), outerRead, innerRead, recover: () => (back = true) };
}

describe('SharedView', () => {
  it('nested parts that both failed come back with one press of 重新加载 (alsoRetry), each read once more', async () => {
    const { store, outer, inner, outerRead, innerRead, recover } = twoFailingParts();
    // Both failed before the page drew (the loader started both).
    outer.start(store);
    inner.start(store);
    await vi.waitFor(() => expect(store.get(outer.state).error).not.toBeNull());
    await vi.waitFor(() => expect(store.get(inner.state).error).not.toBeNull());
    render(
      <Provider store={store}>
        <SharedView resource={outer} alsoRetry={[inner]}>
          {(level) => (
            <SharedView resource={inner}>
              {(next) => (
                <p>
                  {level} · {next}
                </p>
              )}
            </SharedView>
          )}
        </SharedView>
      </Provider>,
    );
    expect(screen.getAllByRole('button', { name: LOAD_TEXT.retry })).toHaveLength(1);

    recover();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: LOAD_TEXT.retry }));
    });
    expect(await screen.findByText('当前等级 VIP5 · 晋级 VIP6')).toBeTruthy();
    expect(screen.queryByRole('button', { name: LOAD_TEXT.retry })).toBeNull();
    expect(outerRead).toHaveBeenCalledTimes(2);
    expect(innerRead).toHaveBeenCalledTimes(2);
  });

  it('without alsoRetry the inner part keeps its failure after the outer one came back (the press a member had to make twice)', async () => {
    const { store, outer, inner, recover } = twoFailingParts();
    outer.start(store);
    inner.start(store);
    await vi.waitFor(() => expect(store.get(inner.state).error).not.toBeNull());
    render(
      <Provider store={store}>
        <SharedView resource={outer}>{(level) => <SharedView resource={inner}>{(next) => <p>{`${level} · ${next}`}</p>}</SharedView>}</SharedView>
      </Provider>,
    );
    recover();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: LOAD_TEXT.retry }));
    });
    expect(await screen.findByRole('button', { name: LOAD_TEXT.retry })).toBeTruthy();
    expect(screen.queryByText('当前等级 VIP5 · 晋级 VIP6')).toBeNull();
  });
});
