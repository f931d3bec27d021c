// @vitest-environment node
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageVariantsOf, writePageVariants } from './page-variants';
import { createSiteServer } from './serve';

describe('page variants for nginx', () => {
  it('names one file per route nginx can look up: static paths by themselves, a last $parameter as _', () => {
    expect(pageVariantsOf(['/', '/user/login', '/chat', '/chat/$roomId', '/$slug', '/a/$id/edit'])).toEqual([
      { file: '_root.html', pathname: '/' },
      { file: '_index.html', pathname: '/index.html' },
      { file: '_page.html', pathname: '' },
      { file: 'user/login.html', pathname: '/user/login' },
      { file: 'chat.html', pathname: '/chat' },
      { file: 'chat/_.html', pathname: '/chat/$roomId' },
      { file: '_.html', pathname: '/$slug' },
      // '/a/$id/edit' has no file: nginx serves it _page.html (the app, without its preloads).
    ]);
  });

  it("writes each page's index.html exactly as the Node server sends it", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-variants-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="zh-CN"><head></head><body>首页</body></html>');
    fs.writeFileSync(
      path.join(dist, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-a1.js', isEntry: true },
        'src/routes/index.tsx?tsr-split=component': { file: 'assets/home-d4.js', imports: ['index.html'] },
        'src/routes/user/login.tsx?tsr-split=component': { file: 'assets/login-b2.js', imports: ['index.html'] },
        'src/routes/chat/$roomId.tsx?tsr-split=component': { file: 'assets/room-c3.js', imports: ['index.html'] },
      }),
    );
    expect(writePageVariants(dist).sort()).toEqual(['_index.html', '_page.html', '_root.html', 'chat/_.html', 'user/login.html']);
    const server = createSiteServer({ distDir: dist, platformUrl: 'http://127.0.0.1:1' });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const served = async (p: string) => (await fetch(`${base}${p}`)).text();
    const written = (f: string) => fs.readFileSync(path.join(dist, '.pages', f), 'utf8');
    expect(written('_root.html')).toBe(await served('/'));
    expect(written('_root.html')).toContain('home-d4.js');
    expect(written('_index.html')).toBe(await served('/index.html'));
    expect(written('user/login.html')).toBe(await served('/user/login'));
    expect(written('chat/_.html')).toBe(await served('/chat/42'));
    expect(written('chat/_.html')).toContain('room-c3.js');
    expect(written('_page.html')).toBe(await served('/no/such/page'));
    // The Node server never serves the folder itself.
    expect((await fetch(`${base}/.pages/_root.html`)).status).toBe(404);
    await new Promise<void>((r) => server.close(() => r()));
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
