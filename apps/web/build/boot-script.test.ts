import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT_FILE, deferEntry } from './boot-script';

describe('deferEntry (the entry starts after the first paint)', () => {
  const built =
    '<html><head><style>x</style>\n    <script type="module" crossorigin src="/assets/index-a1.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-r2.js">\n  </head><body></body></html>';

  it('names the boot script with the entry beside it, and no script or preload is fetched from the head before the paint', () => {
    const out = deferEntry(built);
    expect(out).toContain(`<script type="module" crossorigin src="/${BOOT_SCRIPT_FILE}" data-entry="/assets/index-a1.js"></script>`);
    expect(out).not.toContain('src="/assets/index-a1.js"');
    expect(out.replace(/<template[^]*<\/template>/, '')).not.toContain('modulepreload');
  });

  it("keeps the entry's and Vite's preloads for after the paint", () => {
    expect(deferEntry(built)).toContain(
      '<template id="boot-preloads"><link rel="modulepreload" crossorigin href="/assets/index-a1.js"><link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-r2.js"></template></head>',
    );
  });

  it('adds the start-up chunks the entry imports in steps, once each, after the entry and its imports', () => {
    const out = deferEntry(built, ['assets/start-react-x1.js', 'assets/rolldown-runtime-r2.js', 'assets/start-app-y2.js']);
    expect(out).toContain(
      '<template id="boot-preloads"><link rel="modulepreload" crossorigin href="/assets/index-a1.js"><link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-r2.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/start-react-x1.js"><link rel="modulepreload" crossorigin href="/assets/start-app-y2.js"></template></head>',
    );
  });

  it('refuses an index.html without an entry script', () => {
    expect(() => deferEntry('<html><head></head></html>')).toThrow();
  });
});
