import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { handleCspReport } from './csp-report';
import { RUM_MAX_BYTES, UNSUPPORTED_TYPE_TEXT, handleRum } from './rum';

// The two small-report endpoints on one bare server each, through their shared reader (small-post.ts).
const servers: http.Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});

function listen(handler: http.RequestListener): Promise<string> {
  const s = http.createServer(handler);
  servers.push(s);
  return new Promise((resolve) => s.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)));
}

/** A body sent in pieces without Content-Length (chunked), so only reading it finds its size. */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096));
      controller.close();
    },
  });
}
const streamed = (url: string, text: string, type = 'text/plain') =>
  fetch(url, { method: 'POST', headers: { 'content-type': type }, body: chunked(text), duplex: 'half' } as RequestInit);

describe('POST /rum on the Node server', () => {
  it('logs the report (JSON, or its text) and answers 204', async () => {
    const reports: unknown[] = [];
    const base = await listen((req, res) => handleRum(req, res, (r) => reports.push(r)));
    const vitals = { page: '/chat/$roomId', metrics: [{ name: 'LCP', value: 1234 }] };
    expect((await fetch(`${base}/rum`, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: JSON.stringify(vitals) })).status).toBe(204);
    expect((await fetch(`${base}/rum`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '不是 JSON' })).status).toBe(204);
    expect(reports).toEqual([vitals, '不是 JSON']);
  });

  it('refuses other methods (405), other types (415) and bodies over 16 KB (413, declared or read)', async () => {
    const reports: unknown[] = [];
    const base = await listen((req, res) => handleRum(req, res, (r) => reports.push(r)));
    const get = await fetch(`${base}/rum`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const form = await fetch(`${base}/rum`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' });
    expect(form.status).toBe(415);
    expect(await form.text()).toBe(UNSUPPORTED_TYPE_TEXT);
    const declared = await fetch(`${base}/rum`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(RUM_MAX_BYTES + 1) });
    expect(declared.status).toBe(413);
    expect(declared.headers.get('connection')).toBe('close');
    expect(await declared.text()).toContain('<html');
    const read = await streamed(`${base}/rum`, 'x'.repeat(RUM_MAX_BYTES + 1));
    expect(read.status).toBe(413);
    expect(await read.text()).toContain('<html');
    expect((await streamed(`${base}/rum`, 'x'.repeat(RUM_MAX_BYTES))).status).toBe(204);
    expect(reports).toEqual(['x'.repeat(RUM_MAX_BYTES)]);
  });
});

describe('POST /csp-report on the Node server', () => {
  it('answers 413 without a body whether the size was declared or read, and logs nothing then', async () => {
    const lines: string[] = [];
    const base = await listen((req, res) => handleCspReport(req, res, (l) => lines.push(l)));
    const declared = await fetch(`${base}/csp-report`, { method: 'POST', body: 'x'.repeat(17 * 1024) });
    expect(declared.status).toBe(413);
    expect(declared.headers.get('connection')).toBe('close');
    expect(await declared.text()).toBe('');
    const read = await streamed(`${base}/csp-report`, 'x'.repeat(17 * 1024), 'application/csp-report');
    expect(read.status).toBe(413);
    expect(await read.text()).toBe('');
    expect(lines).toEqual([]);
    expect((await streamed(`${base}/csp-report`, 'not json', 'application/csp-report')).status).toBe(204);
    expect(lines).toEqual(['[csp] {"body":"not json"}']);
  });
});
