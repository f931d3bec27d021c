import { describe, expect, it } from 'vitest';
import { LOADING_BANNER_TITLE, loadingBanner, placeholderBanner } from './banner-image';

function svgOf(url: string): string {
  expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
  return decodeURIComponent(url.slice(url.indexOf(',') + 1));
}

describe('placeholderBanner', () => {
  it('draws the title', () => {
    expect(svgOf(placeholderBanner('新春红包雨', 0))).toContain('>新春红包雨</text>');
  });

  it('escapes markup in a title', () => {
    const svg = svgOf(placeholderBanner('<script>"&', 1));
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;&#34;&#38;');
  });

  it('gives neighbouring slides different colours, and never fails on odd indexes', () => {
    expect(placeholderBanner('甲', 0)).not.toBe(placeholderBanner('甲', 1));
    expect(() => placeholderBanner('甲', -7)).not.toThrow();
  });
});

describe('loadingBanner', () => {
  it('is the drawn banner with the Chinese loading title, the same every time (index.html paints it too)', () => {
    expect(LOADING_BANNER_TITLE).toBe('精彩活动 加载中');
    expect(svgOf(loadingBanner())).toContain('>精彩活动 加载中</text>');
    expect(loadingBanner()).toBe(loadingBanner());
  });
});
