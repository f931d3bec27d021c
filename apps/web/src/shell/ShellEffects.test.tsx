import { createDialogManager } from '@site/dialogs';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Services } from '../app/services';
import { servicesAtom } from '../state/services';
import { ShellEffects } from './ShellEffects';

vi.mock('./use-reality-check', () => ({ useRealityCheck: () => undefined }));

afterEach(cleanup);

describe('ShellEffects', () => {
  it('applies the site config once it has loaded (its code loads after the first render)', async () => {
    let answer: (config: unknown) => void = () => undefined;
    const session = { loadSiteConfig: () => new Promise((resolve) => (answer = resolve)), siteConfig: { cached: () => null } };
    // Only what ShellEffects reads of the services.
    const services = { session, dialogs: createDialogManager<ReactNode>() } as unknown as Services;
    const store = createStore();
    store.set(servicesAtom, services);
    render(
      <Provider store={store}>
        <ShellEffects />
      </Provider>,
    );
    await act(async () => answer({ SiteBaseConfigVo: { title: '星耀娱乐会员', webLogoTitleUrl: '/uploads/logo.png' }, siteFestivalSkin: '1' }));
    await waitFor(() => expect(document.title).toBe('星耀娱乐会员'));
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/uploads/logo.png');
    expect(document.documentElement.dataset['skin']).toBe('festival');
  });
});
