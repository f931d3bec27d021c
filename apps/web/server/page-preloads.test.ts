// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageOf } from '@site/api-contract/pages';
import { describe, expect, it } from 'vitest';
import { bootOf, createPageHeads, FIRST_VIEWS_FILE, matchesRoute, opensWithDisplayConfig, routePathOf, showsPlatformDataFirst, withPageHead } from './page-preloads';

/** A dist dir with the manifest shape Vite writes for the app (entry, split route chunks, shared chunks). */
function distWith(manifest: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-preloads-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

const MANIFEST = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_app-b2.js'],
    dynamicImports: ['../../libs/api-client/src/schemas.ts', 'src/routes/index.tsx?tsr-split=component'],
  },
  '_app-b2.js': { file: 'assets/app-b2.js' },
  '../../libs/api-client/src/schemas.ts': { file: 'assets/schemas-c3.js', imports: ['_zod-d4.js', 'index.html'] },
  '_zod-d4.js': { file: 'assets/zod-d4.js' },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/routes-e5.js', imports: ['index.html', '_ui-f6.js'] },
  '_ui-f6.js': { file: 'assets/ui-f6.js', imports: ['index.html'], css: ['assets/ui-f6.css'] },
  'src/routes/mine/route.tsx?tsr-split=component': { file: 'assets/route-g7.js', imports: ['index.html'] },
  'src/routes/mine/finance/deposit.tsx?tsr-split=component': { file: 'assets/deposit-h8.js', imports: ['_ui-f6.js'] },
  'src/routes/chat/$roomId.tsx?tsr-split=component': { file: 'assets/room-i9.js' },
  'src/routes/chat/index.tsx?tsr-split=component': { file: 'assets/chat-j0.js' },
  'src/routes/chat/lobby.tsx?tsr-split=component': { file: 'assets/lobby-k1.js' },
  'src/routes/evil.tsx?tsr-split=component': { file: 'assets/x"><script>alert(1)</script>.js' },
  'src/routes/customer/instead.tsx?tsr-split=component': { file: 'assets/instead-l2.js', imports: ['_ui-f6.js'] },
  'src/routes/customer/main.tsx?tsr-split=component': { file: 'assets/service-m3.js', imports: ['_ui-f6.js'] },
  '../../libs/api-client/src/crypto.ts': { file: 'assets/crypto-n4.js', imports: ['_aes-o5.js'] },
  '_aes-o5.js': { file: 'assets/aes-o5.js' },
};

const preloaded = (tags: string) => [...tags.matchAll(/rel="modulepreload" crossorigin (?:fetchpriority="low" )?href="\/([^"]+)"/g)].map((m) => m[1]).sort();

describe('route paths', () => {
  it('names a route file by its URL, index and route files by their folder', () => {
    expect(routePathOf('src/routes/mine/finance/deposit.tsx')).toBe('/mine/finance/deposit');
    expect(routePathOf('src/routes/index.tsx')).toBe('/');
    expect(routePathOf('src/routes/mine/route.tsx')).toBe('/mine');
    expect(routePathOf('src/routes/chat/$roomId.tsx')).toBe('/chat/$roomId');
  });

  it('matches $param segments to one segment, ignores a trailing slash, and nothing else', () => {
    expect(matchesRoute('/chat/$roomId', '/chat/12')).toBe(true);
    expect(matchesRoute('/chat/$roomId', '/chat/12/x')).toBe(false);
    expect(matchesRoute('/user/login', '/user/login/')).toBe(true);
    expect(matchesRoute('/user/login', '/user/logout')).toBe(false);
    expect(matchesRoute('/', '/')).toBe(true);
  });
});

describe('page heads', () => {
  it('preloads the home page chunks, not what index.html loads already, and not the schemas', () => {
    const head = createPageHeads(distWith(MANIFEST))('/');
    expect(preloaded(head.tags)).toEqual(['assets/routes-e5.js', 'assets/ui-f6.js']);
    expect(head.tags).toContain('<link rel="preload" as="style" href="/assets/ui-f6.css">');
    expect(head.boot).toBe('home');
  });

  it('preloads a member page inside a layout with the layout chunk and the schemas its data waits for', () => {
    const head = createPageHeads(distWith(MANIFEST))('/mine/finance/deposit');
    expect(preloaded(head.tags)).toEqual([
      'assets/deposit-h8.js',
      'assets/route-g7.js',
      'assets/schemas-c3.js',
      'assets/ui-f6.js',
      'assets/zod-d4.js',
    ]);
    expect(head.boot).toBe('page');
  });

  it('loads the schemas after the page code: at low priority', () => {
    const tags = createPageHeads(distWith(MANIFEST))('/mine/finance/deposit').tags;
    expect(tags).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/schemas-c3.js">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/zod-d4.js">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/deposit-h8.js">');
  });

  it('counts the start-up chunks the entry imports in steps as loaded by the HTML, and finds the schemas they load', () => {
    const stepped = {
      'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_start-boot-s0.js'], dynamicImports: ['_start-react-s1.js', 'src/start.tsx'] },
      '_start-boot-s0.js': { file: 'assets/start-boot-s0.js', name: 'start-boot' },
      '_start-react-s1.js': { file: 'assets/start-react-s1.js', name: 'start-react' },
      'src/start.tsx': {
        file: 'assets/start-app-s2.js',
        name: 'start-app',
        isEntry: true,
        imports: ['_start-react-s1.js'],
        dynamicImports: ['../../libs/api-client/src/schemas.ts'],
      },
      '../../libs/api-client/src/schemas.ts': { file: 'assets/schemas-c3.js', imports: ['_zod-d4.js'] },
      '_zod-d4.js': { file: 'assets/zod-d4.js' },
      'src/routes/mine/finance/deposit.tsx?tsr-split=component': { file: 'assets/deposit-h8.js', imports: ['_start-react-s1.js', 'src/start.tsx', '_ui-f6.js'] },
      '_ui-f6.js': { file: 'assets/ui-f6.js', imports: ['_start-boot-s0.js'] },
    };
    expect(preloaded(createPageHeads(distWith(stepped))('/mine/finance/deposit').tags)).toEqual([
      'assets/deposit-h8.js',
      'assets/schemas-c3.js',
      'assets/ui-f6.js',
      'assets/zod-d4.js',
    ]);
  });

  it('counts only member pages and the customer-service pages (the display config) as opening with platform data', () => {
    expect(showsPlatformDataFirst('/mine')).toBe(true);
    expect(showsPlatformDataFirst('/mine/finance/deposit')).toBe(true);
    expect(showsPlatformDataFirst('/customer/main')).toBe(true);
    expect(showsPlatformDataFirst('/user/login')).toBe(false);
    expect(showsPlatformDataFirst('/mineral')).toBe(false);
    expect(showsPlatformDataFirst('/')).toBe(false);
    expect(opensWithDisplayConfig('/customer/instead')).toBe(true);
    expect(opensWithDisplayConfig('/mine/finance/deposit')).toBe(false);
  });

  it('preloads the display config\'s decryption, at low priority, only for the pages that open with it', () => {
    const heads = createPageHeads(distWith(MANIFEST), (routePath) => pageOf(routePath));
    const tags = heads('/customer/main').tags;
    expect(preloaded(tags)).toEqual(['assets/aes-o5.js', 'assets/crypto-n4.js', 'assets/schemas-c3.js', 'assets/service-m3.js', 'assets/ui-f6.js', 'assets/zod-d4.js']);
    expect(tags).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/crypto-n4.js">');
    expect(preloaded(heads('/mine/finance/deposit').tags)).not.toContain('assets/crypto-n4.js');
  });

  it('preloads the page a forwarding page lands on (the page table\'s forwardsTo) with the page itself', () => {
    const heads = createPageHeads(distWith(MANIFEST), (routePath) => pageOf(routePath));
    const tags = heads('/customer/instead').tags;
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/instead-l2.js">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/service-m3.js">');
    // Its data is all it waits for: the data's code is as urgent as the page's.
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/crypto-n4.js">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/schemas-c3.js">');
    // Without the page table the hop is a page like any other.
    expect(preloaded(createPageHeads(distWith(MANIFEST))('/customer/instead').tags)).not.toContain('assets/service-m3.js');
  });

  it('prefers a static route over a $param one, as the router does', () => {
    const heads = createPageHeads(distWith(MANIFEST));
    expect(preloaded(heads('/chat/lobby').tags)).toContain('assets/lobby-k1.js');
    expect(preloaded(heads('/chat/lobby').tags)).not.toContain('assets/room-i9.js');
    expect(preloaded(heads('/chat/42').tags)).toContain('assets/room-i9.js');
  });

  it('gives an unknown path and a build without a manifest no preloads', () => {
    expect(createPageHeads(distWith(MANIFEST))('/no/such/page').tags).toBe('');
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'site-preloads-'));
    expect(createPageHeads(empty)('/')).toEqual({ tags: '', boot: 'home' });
  });

  it('never writes a file name that is not a plain hashed asset into the markup', () => {
    expect(createPageHeads(distWith(MANIFEST))('/evil').tags).not.toContain('script');
  });
});

describe('the loading view names the page (page table titles)', () => {
  const heads = createPageHeads(distWith(MANIFEST), (routePath) => pageOf(routePath));
  const shell = '<html lang="zh-CN"><head></head><body><div class="boot-bar"><span class="boot-bar__title">会员中心</span></div></body></html>';
  const barOf = (out: string) => /<span class="boot-bar__title">([^<]*)<\/span>/.exec(out)?.[1];

  it('a page of the table shows its own title in the bar from the first paint', () => {
    expect(heads('/mine/finance/deposit').title).toBe('存款');
    expect(barOf(withPageHead(shell, heads('/mine/finance/deposit')))).toBe('存款');
    expect(barOf(withPageHead(shell, heads('/chat')))).toBe('聊天室');
  });

  it('without the titles (a caller that gives none) every bar stays as index.html has it', () => {
    expect(barOf(withPageHead(shell, createPageHeads(distWith(MANIFEST))('/mine/finance/deposit')))).toBe('会员中心');
  });

  it('home, a $parameter route and an unknown path keep the bar of index.html', () => {
    expect(barOf(withPageHead(shell, heads('/')))).toBe('会员中心');
    expect(barOf(withPageHead(shell, heads('/chat/8')))).toBe('会员中心');
    expect(barOf(withPageHead(shell, heads('/no/such/page')))).toBe('会员中心');
  });

  it('writes a title as text', () => {
    expect(barOf(withPageHead(shell, { tags: '', boot: 'page', title: '<b>&' }))).toBe('&lt;b&gt;&amp;');
  });
});

describe('withPageHead', () => {
  const html = '<!doctype html><html lang="zh-CN"><head><title>会员中心</title></head><body></body></html>';

  it('marks the boot shell and adds the tags at the end of the head', () => {
    const out = withPageHead(html, { tags: '<link rel="modulepreload" href="/assets/a.js">', boot: 'home' });
    expect(out).toContain('<html lang="zh-CN" data-boot="home">');
    expect(out).toContain('<link rel="modulepreload" href="/assets/a.js"></head>');
  });

  describe('with the boot script holding the entry until the first paint (build/boot-script.ts)', () => {
    const built =
      '<!doctype html><html lang="zh-CN"><head><script type="module" crossorigin src="/assets/boot-b1.js" data-entry="/assets/index-a1.js"></script>' +
      '<template id="boot-preloads"><link rel="modulepreload" crossorigin href="/assets/index-a1.js"></template></head><body></body></html>';
    const page = '<link rel="modulepreload" crossorigin href="/assets/p.js">';

    it('the home page downloads nothing before it has painted: its preloads join the deferred ones', () => {
      const out = withPageHead(built, { tags: page, boot: 'home' });
      expect(out).toContain(`<template id="boot-preloads"><link rel="modulepreload" crossorigin href="/assets/index-a1.js">${page}</template></head>`);
      expect(out.replace(/<template[^]*<\/template>/, '')).not.toContain('modulepreload');
    });

    it('another page preloads the entry and its own chunks at once, beside the HTML', () => {
      const out = withPageHead(built, { tags: page, boot: 'page' });
      expect(out).not.toContain('<template');
      expect(out).toContain(`<link rel="modulepreload" crossorigin href="/assets/index-a1.js">${page}</head>`);
    });
  });

  describe('a page with a first view drawn by the build (src/prerender)', () => {
    const built =
      '<!doctype html><html lang="zh-CN"><head><script type="module" crossorigin src="/assets/boot-b1.js" data-entry="/assets/index-a1.js"></script>' +
      '<template id="boot-preloads"><link rel="modulepreload" crossorigin href="/assets/index-a1.js"></template></head>' +
      '<body><div id="root"><!--boot--><div class="boot"><span>加载中…</span></div><!--/boot--></div></body></html>';
    const page = '<link rel="modulepreload" crossorigin href="/assets/login-c3.js">';
    const view = '<div class="page-frame"><h1 class="page-frame__title">登录</h1><form><input value=""/></form></div>';

    it('shows that view in place of the loading view, inert and busy until the app replaces it', () => {
      const out = withPageHead(built, { tags: page, boot: 'page', firstView: view });
      expect(out).toContain(`<div id="root"><div class="boot-view" inert aria-busy="true">${view}</div></div>`);
      expect(out).not.toContain('加载中');
    });

    it('downloads nothing before that view has painted: its preloads join the deferred ones, as on home', () => {
      const out = withPageHead(built, { tags: page, boot: 'page', firstView: view });
      expect(out).toContain(`<template id="boot-preloads"><link rel="modulepreload" crossorigin href="/assets/index-a1.js">${page}</template></head>`);
      expect(out.replace(/<template[^]*<\/template>/, '')).not.toContain('modulepreload');
    });

    it('reads the views the build wrote, for the route a path matches, and never one with a script', () => {
      const dist = distWith(MANIFEST);
      fs.writeFileSync(
        path.join(dist, FIRST_VIEWS_FILE),
        JSON.stringify({ '/mine/finance/deposit': view, '/chat': '<p>x</p><script>alert(1)</script>' }),
      );
      const heads = createPageHeads(dist);
      expect(heads('/mine/finance/deposit').firstView).toBe(view);
      expect(heads('/mine/finance/deposit/').firstView).toBe(view);
      expect(heads('/chat').firstView).toBeUndefined();
      expect(heads('/').firstView).toBeUndefined();
      expect(heads('/mine').firstView).toBeUndefined();
    });

    it('a build without views (or an index.html without the markers) keeps the loading view', () => {
      expect(createPageHeads(distWith(MANIFEST))('/mine/finance/deposit').firstView).toBeUndefined();
      const unmarked = built.replace('<!--boot-->', '').replace('<!--/boot-->', '');
      const out = withPageHead(unmarked, { tags: page, boot: 'page', firstView: view });
      expect(out).toContain('加载中');
      expect(out).not.toContain('<template');
    });
  });

  it('shows the home shell only on the home page', () => {
    expect(bootOf('/')).toBe('home');
    expect(bootOf('/user/login')).toBe('page');
    expect(bootOf('/mine')).toBe('page');
  });
});
