import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// #40 item 1: every colour, shadow and surface comes from the tokens of libs/ui/src/styles/tokens.css
// (two themes from one list). A raw colour anywhere else — a #hex, rgb()/hsl()/…, a named colour —
// would stay the same in the dark theme: this finds it, with its file and line.

const root = path.resolve(import.meta.dirname, '../..');
const TOKENS = 'libs/ui/src/styles/tokens.css';

/** Pictures: their colours are the picture's own, the same in either theme (platform images are never inverted either). */
const ARTWORK: Record<string, string> = {
  'apps/web/src/features/sponsor/SponsorArt.tsx': 'the sponsors’ drawings',
  'apps/web/src/features/sponsor/sponsors.ts': 'each sponsor’s own brand colours',
  'apps/web/src/features/home/banner-image.ts': 'the placeholder banner pictures',
  'apps/web/src/shell/theme-boot-script.ts': '<meta name="theme-color"> takes a colour, not a variable',
  'libs/ui/src/display/QRCode.tsx': 'a QR code is dark on light in any theme, or scanners fail',
  'libs/session/src/browser-attributes.ts': 'the canvas drawn for the device fingerprint',
};

const NAMED = new Set(
  'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'.split(
    ' ',
  ),
);
const FUNCTIONAL = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
const HEX = /#[0-9a-f]{3,8}\b/i;

function files(folder: string, test: (f: string) => boolean): string[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => !f.split(path.sep).includes('node_modules') && test(f))
    .map((f) => path.join(folder, f));
}
const SOURCE_FOLDERS = ['apps/web/src', ...fs.readdirSync(path.join(root, 'libs')).map((lib) => `libs/${lib}/src`)];

/** Raw colours in CSS text (comments and url() contents left out), as "file:line: text". */
export function rawColoursInCss(css: string, file: string): string[] {
  const found: string[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/url\((?:"[^"]*"|'[^']*'|[^)]*)\)/g, (u) => u.replace(/[^\n]/g, ' '));
  text.split('\n').forEach((line, i) => {
    const value = line.includes(':') ? line.slice(line.indexOf(':') + 1) : line;
    const named = (value.toLowerCase().match(/(?<![-\w])[a-z]+(?![-\w(])/g) ?? []).filter((w) => NAMED.has(w));
    if (HEX.test(value) || FUNCTIONAL.test(value) || named.length > 0) found.push(`${file}:${i + 1}: ${line.trim()}`);
  });
  return found;
}

/** Raw colours in the string literals of TypeScript (inline styles, SVG fill/stroke), as "file:line: text". */
export function rawColoursInScript(source: string, file: string): string[] {
  const found: string[] = [];
  source.split('\n').forEach((line, i) => {
    const literals = line.match(/(["'`])(?:(?!\1).)*\1/g) ?? [];
    if (literals.some((l) => /^["'`]#[0-9a-f]{3,8}["'`]$/i.test(l) || /^["'`](?:rgba?|hsla?)\(/i.test(l) || /(?:fill|stroke|color|background)[=:]\s*\\?["']#[0-9a-f]{3,8}/i.test(line))) {
      found.push(`${file}:${i + 1}: ${line.trim()}`);
    }
  });
  return found;
}

describe('colours come from the tokens (#40)', () => {
  it('no stylesheet of libs or the app has a raw colour outside tokens.css', () => {
    const sheets = SOURCE_FOLDERS.flatMap((folder) => files(folder, (f) => f.endsWith('.css'))).filter((f) => f !== TOKENS);
    expect(sheets.length).toBeGreaterThan(50);
    expect(sheets.flatMap((f) => rawColoursInCss(fs.readFileSync(path.join(root, f), 'utf8'), f))).toEqual([]);
  });

  for (const page of ['apps/web/index.html', 'apps/web/offline.html']) {
    it(`${page} paints with the tokens too (dark in the dark theme), its theme set by the boot script`, () => {
      const html = fs.readFileSync(path.join(root, page), 'utf8');
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '').join('\n');
      expect(styles).toContain('var(--site-color-bg)');
      expect(rawColoursInCss(styles, page)).toEqual([]);
      expect(html).not.toMatch(/(?:fill|stroke|content)="#/);
      expect(html).toContain('<!--theme-boot-->');
    });
  }

  it('no component or page script draws with a raw colour, pictures aside', () => {
    const scripts = SOURCE_FOLDERS.flatMap((folder) => files(folder, (f) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f)));
    expect(scripts.filter((f) => !(f in ARTWORK)).flatMap((f) => rawColoursInScript(fs.readFileSync(path.join(root, f), 'utf8'), f))).toEqual([]);
    // The pictures listed are still there (a renamed file would otherwise escape the check silently).
    expect(Object.keys(ARTWORK).filter((f) => !fs.existsSync(path.join(root, f)))).toEqual([]);
  });

  it('finds each kind of raw colour (the check can fail)', () => {
    const css = '.a {\n  color: #fff;\n  background: rgb(0 0 0 / 20%);\n  border-color: white;\n  white-space: nowrap;\n  box-shadow: var(--site-shadow);\n  background: url("data:image/svg+xml,%3Csvg fill=\'%23fff\'") no-repeat, transparent;\n  /* #000 in a comment */\n  color: hsl(0 0% 0%);\n  color: color-mix(in srgb, currentcolor 25%, transparent);\n}';
    expect(rawColoursInCss(css, 'x.css').map((l) => l.split(': ').slice(1).join(': '))).toEqual([
      'color: #fff;',
      'background: rgb(0 0 0 / 20%);',
      'border-color: white;',
      'color: hsl(0 0% 0%);',
    ]);
    expect(rawColoursInScript('<path stroke="#fff" />\nconst c = "#c8102e";\nstyle={{ color: "rgb(1 2 3)" }}\nconst id = "#main";', 'x.tsx')).toHaveLength(3);
  });
});
