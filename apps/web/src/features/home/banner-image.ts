const PALETTES: readonly (readonly [string, string])[] = [
  ['#e8483b', '#f7a13a'],
  ['#3b6fe8', '#6bc1f7'],
  ['#7b3be8', '#e86bd1'],
  ['#16a37a', '#8bd346'],
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A drawn banner (gradient and title) as an SVG data URL: shown until the platform's image has
 * loaded, and kept when it fails, so a missing image never shows as a broken icon.
 */
export function placeholderBanner(title: string, index: number): string {
  const [from, to] = PALETTES[((index % PALETTES.length) + PALETTES.length) % PALETTES.length] ?? ['#e8483b', '#f7a13a'];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="750" height="300" fill="url(#g)"/>` +
    `<circle cx="640" cy="60" r="120" fill="#fff" opacity="0.12"/><circle cx="90" cy="280" r="90" fill="#fff" opacity="0.1"/>` +
    `<text x="375" y="170" text-anchor="middle" font-size="56" font-weight="700" fill="#fff" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif">${escapeXml(title)}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** What the banner slot says while the station ads load (index.html's boot shell shows the same). */
export const LOADING_BANNER_TITLE = '精彩活动 加载中';

/**
 * The banner shown while the ads load: index.html paints it before any script runs and the home
 * page keeps it until the carousel is ready, in the same box, so nothing moves or flashes.
 */
export function loadingBanner(): string {
  return placeholderBanner(LOADING_BANNER_TITLE, 0);
}
