// @vitest-environment node
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from './serve';
import { MAX_URL_BYTES } from './url-too-long';

let site: http.Server;
let port = 0;

beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="zh-CN"><body>首页</body></html>');
  site = createSiteServer({ distDir: dist, platformUrl: 'http://127.0.0.1:1' });
  port = await new Promise<number>((resolve) => site.listen(0, '127.0.0.1', () => resolve((site.address() as AddressInfo).port)));
});

afterAll(async () => {
  await new Promise((r) => site.close(r));
});

/** A raw request, so that nothing on the client side shortens or refuses it first. */
function rawGet(target: string, extraHeaders = ''): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nhost: 127.0.0.1\r\n${extraHeaders}connection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
  });
}

describe('over-long addresses', () => {
  it('answers a page address just over 8 KB with a Chinese 414 page', async () => {
    const r = await rawGet(`/game/sport/V188?url=${'a'.repeat(MAX_URL_BYTES)}`);
    expect(r.status).toBe(414);
    expect(r.headers).toContain('content-type: text/html; charset=utf-8');
    expect(r.body).toContain('<html lang="zh-CN">');
    expect(r.body).toContain('链接过长');
    expect(r.body).toContain('<a href="/">返回首页</a>');
  });

  it("answers an address past Node's own 16 KB header budget with the same page, not an empty error", async () => {
    for (const length of [20_000, 200_000]) {
      const r = await rawGet(`/game/sport/im?url=${'b'.repeat(length)}`);
      expect(r.status, String(length)).toBe(414);
      expect(r.body, String(length)).toContain('链接过长');
    }
  });

  it('answers platform paths over the limit too, before proxying them', async () => {
    const r = await rawGet(`/site/api/v1/configuration/preInfo?x=${'c'.repeat(MAX_URL_BYTES)}`);
    expect(r.status).toBe(414);
  });

  it('tells an oversized cookie jar (431) from an over-long address', async () => {
    const r = await rawGet('/', `cookie: k=${'d'.repeat(20_000)}\r\n`);
    expect(r.status).toBe(431);
    expect(r.body).toContain('请求信息过长');
  });

  it('still serves an address under the limit', async () => {
    const r = await rawGet(`/game/sport/V188?url=${'e'.repeat(MAX_URL_BYTES - 100)}`);
    expect(r.status).toBe(200);
    expect(r.body).toContain('首页');
  });
});
