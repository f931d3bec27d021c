import { afterEach, describe, expect, it } from 'vitest';
import { applySiteConfig, disposeSiteConfigEffects } from './config-effects';

afterEach(() => {
  disposeSiteConfigEffects();
  delete document.documentElement.dataset['skin'];
});

describe('applySiteConfig', () => {
  it('shows the title, the logo as tab icon and the festival skin of a ready config', () => {
    applySiteConfig({ state: 'ready', title: '星耀娱乐', logo: 'https://cdn.example/logo.png', festivalSkin: '1' });
    expect(document.title).toBe('星耀娱乐');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('https://cdn.example/logo.png');
    expect(document.documentElement.dataset['skin']).toBe('festival');
  });

  it('clears the skin when the config turns it off or is not ready, and leaves an empty title alone', () => {
    applySiteConfig({ state: 'ready', title: '星耀娱乐', logo: undefined, festivalSkin: '1' });
    applySiteConfig({ state: 'ready', title: '', logo: undefined, festivalSkin: '0' });
    expect(document.title).toBe('星耀娱乐');
    expect(document.documentElement.dataset['skin']).toBeUndefined();
    applySiteConfig({ state: 'ready', title: '星耀娱乐', logo: undefined, festivalSkin: 'spring' });
    applySiteConfig({ state: 'error', message: '站点配置加载失败，请稍后重试' });
    expect(document.documentElement.dataset['skin']).toBeUndefined();
  });
});
