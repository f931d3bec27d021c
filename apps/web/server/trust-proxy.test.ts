// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseTrustProxy, trustProxyFromEnv } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('is off by default and with "off": no peer is a proxy', () => {
    for (const value of [undefined, '', ' ', 'off']) {
      const trusted = parseTrustProxy(value);
      expect(trusted.cidrs).toEqual([]);
      expect(trusted.has('127.0.0.1')).toBe(false);
    }
    expect(trustProxyFromEnv({}).has('127.0.0.1')).toBe(false);
  });

  it('reads addresses and CIDR ranges, IPv4 and IPv6, and matches IPv4 peers on a dual-stack socket', () => {
    const trusted = parseTrustProxy('10.0.0.0/8, 192.168.1.5 ::1 fd00::/8');
    expect(trusted.cidrs).toEqual(['10.0.0.0/8', '192.168.1.5/32', '::1/128', 'fd00::/8']);
    expect(trusted.has('10.20.30.40')).toBe(true);
    expect(trusted.has('::ffff:10.1.2.3')).toBe(true);
    expect(trusted.has('192.168.1.5')).toBe(true);
    expect(trusted.has('192.168.1.6')).toBe(false);
    expect(trusted.has('::1')).toBe(true);
    expect(trusted.has('fd12::1')).toBe(true);
    expect(trusted.has('2001:db8::1')).toBe(false);
    expect(trusted.has(undefined)).toBe(false);
  });

  it('refuses what is not an address or range, rather than trusting something else', () => {
    for (const value of ['localhost', '10.0.0.0/33', '10.0.0.1/8/1', '*', '10.0.0.0/x']) expect(() => parseTrustProxy(value), value).toThrow(/TRUST_PROXY/);
  });
});
