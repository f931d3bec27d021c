// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loggedPath } from './request-log';
import { DEFAULT_SETTINGS, SETTINGS, nginxSize, nginxTime, parseSize, parseTime, serverSettingsFromEnv } from './settings';

describe('the operator settings (#39 item 5)', () => {
  it('have the documented defaults', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      maxBodyBytes: 20 * 1024 * 1024,
      headerLineBytes: 8192,
      proxyConnectTimeoutMs: 10_000,
      proxyReadTimeoutMs: 300_000,
      keepAliveTimeoutMs: 65_000,
      keepAliveRequests: 1000,
      shutdownTimeoutMs: 10_000,
      logLevel: 'info',
    });
  });

  it('read sizes and times as nginx writes them, and write them back so', () => {
    expect([parseSize('20m'), parseSize('16k'), parseSize('512'), parseSize('1G'), parseSize('2 mb')]).toEqual([20971520, 16384, 512, 1073741824, undefined]);
    expect([parseTime('65s'), parseTime('500ms'), parseTime('5m'), parseTime('10'), parseTime('1d')]).toEqual([65_000, 500, 300_000, 10_000, undefined]);
    expect([nginxSize(20971520), nginxSize(16384), nginxSize(1000)]).toEqual(['20m', '16k', '1000']);
    expect([nginxTime(65_000), nginxTime(1500)]).toEqual(['65s', '1500ms']);
  });

  it('take what the environment says, and refuse what is not a value (never a silent default)', () => {
    expect(serverSettingsFromEnv({ SITE_MAX_BODY: '1m', SITE_KEEPALIVE_TIMEOUT: '75s', LOG_LEVEL: 'WARN', SITE_ACCESS_LOG: '/var/log/site/access.log' })).toMatchObject({
      maxBodyBytes: 1024 * 1024,
      keepAliveTimeoutMs: 75_000,
      logLevel: 'warn',
      accessLog: '/var/log/site/access.log',
    });
    expect(() => serverSettingsFromEnv({ SITE_MAX_BODY: 'lots' })).toThrow(/SITE_MAX_BODY/);
    expect(() => serverSettingsFromEnv({ SITE_KEEPALIVE_REQUESTS: '-1' })).toThrow(/SITE_KEEPALIVE_REQUESTS/);
    expect(() => serverSettingsFromEnv({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
    expect(() => serverSettingsFromEnv({ SITE_RUM_LOG: '/tmp/a b.log' })).toThrow(/SITE_RUM_LOG/);
    expect(() => serverSettingsFromEnv({ SITE_MAX_HEADER_LINE: '100' })).toThrow(/SITE_MAX_HEADER_LINE/);
  });

  it('are every one in README "Deploying", with its default', () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    const deploying = readme.slice(readme.indexOf('## Deploying'), readme.indexOf('## Project map'));
    for (const spec of SETTINGS) {
      const row = deploying.split('\n').find((line) => line.startsWith(`| \`${spec.env}\``));
      expect(row, spec.env).toBeDefined();
      if (spec.default !== undefined) expect(row, spec.env).toContain(`\`${spec.default}\``);
    }
  });
});

describe('the logged path', () => {
  it.each([
    ['/chat/1?token=abc', '/chat/1'],
    ['/game/sport/im?url=https%3A%2F%2Flobby.example%2F%3Ftoken%3Dx', '/game/sport/im'],
    ['http://evil.example/site/api/v1/x?token=1', '/site/api/v1/x'],
    ['/mine', '/mine'],
  ])('%s → %s', (target, logged) => {
    expect(loggedPath(target)).toBe(logged);
  });
});
