import { describe, expect, it } from 'vitest';
import { applyFavicon, DEFAULT_FAVICON, faviconHref } from './favicon';

describe('favicon', () => {
  it('uses the site logo URL when the config has one', () => {
    expect(faviconHref('https://cdn.example/logo.png')).toBe('https://cdn.example/logo.png');
    expect(faviconHref('/uploads/logo.ico')).toBe('/uploads/logo.ico');
  });

  it('falls back to the default icon when the logo is absent, empty or not a web URL', () => {
    for (const bad of [undefined, null, '', '   ', 'javascript:alert(1)', 'data:image/png;base64,AAAA']) {
      expect(faviconHref(bad)).toBe(DEFAULT_FAVICON);
    }
  });

  it('writes the icon link of the document', () => {
    applyFavicon('https://cdn.example/logo.png');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('https://cdn.example/logo.png');
    applyFavicon(undefined);
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(DEFAULT_FAVICON);
  });
});
