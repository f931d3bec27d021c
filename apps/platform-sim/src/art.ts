/**
 * Pictures for the seed data (banners, pop-up, floating icons) as SVG data URIs: the simulator
 * has no image CDN, and a URL nothing serves would fill the member's console with 404s. A real
 * platform returns its CDN's URLs in the same fields.
 */
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const dataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function bannerArt(title: string, from: string, to: string, width = 750, height = 300): string {
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" rx="24" fill="url(#g)"/>` +
      `<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.35}" fill="#fff" fill-opacity="0.12"/>` +
      `<text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" font-size="${Math.round(height / 6)}" font-weight="700" fill="#fff" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif">${escapeXml(title)}</text>` +
      `</svg>`,
  );
}

export function iconArt(glyph: string, color: string): string {
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
      `<circle cx="48" cy="48" r="46" fill="${color}"/>` +
      `<text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" font-size="44" font-weight="700" fill="#fff" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif">${escapeXml(glyph)}</text>` +
      `</svg>`,
  );
}
