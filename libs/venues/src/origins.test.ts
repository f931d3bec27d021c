import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAllowedVenueUrl, launchOrigins, venueApiOrigin } from './origins';
import { launchData } from './test-fakes';

const allowed = ['https://venue.test:9443', 'http://im.venue.test'];

// fc.webUrl() is slow; URL-ish strings from a few schemes and hosts cover the same ground here.
const urlLike = fc
  .tuple(
    fc.constantFrom('http:', 'https:', 'javascript:', 'data:', 'ftp:', ''),
    fc.constantFrom('//venue.test:9443', '//im.venue.test', '//evil.example', '//u:p@venue.test:9443', ''),
    fc.webPath(),
  )
  .map(([scheme, host, path]) => `${scheme}${host}${path}`);

describe('isAllowedVenueUrl (venue launch pages ?url=)', () => {
  it('accepts an http(s) URL whose origin is on the allowlist', () => {
    expect(isAllowedVenueUrl('https://venue.test:9443/ob/lobby?t=1', allowed)).toBe(true);
    expect(isAllowedVenueUrl('http://im.venue.test/', allowed)).toBe(true);
  });

  it.each([
    ['another host', 'https://evil.example/'],
    ['the same host on another port', 'https://venue.test/ob/lobby'],
    ['the same host with another scheme', 'http://venue.test:9443/ob'],
    ['a look-alike subdomain', 'https://venue.test.evil.example:9443/'],
    ['credentials hiding the real host', 'https://venue.test:9443@evil.example/'],
    ['credentials on the allowed host', 'https://user:pw@venue.test:9443/'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', '/ob/lobby'],
    ['a protocol-relative URL', '//venue.test:9443/ob'],
    ['an empty string', ''],
  ])('refuses %s', (_name, url) => {
    expect(isAllowedVenueUrl(url, allowed)).toBe(false);
  });

  it('refuses everything when the allowlist is empty or not a list', () => {
    expect(isAllowedVenueUrl('https://venue.test:9443/', [])).toBe(false);
    expect(isAllowedVenueUrl('https://venue.test:9443/', null)).toBe(false);
    expect(isAllowedVenueUrl('https://venue.test:9443/', 'https://venue.test:9443')).toBe(false);
  });

  it('ignores garbage entries in the allowlist', () => {
    expect(isAllowedVenueUrl('https://venue.test:9443/', [null, 42, 'not a url', 'https://venue.test:9443'])).toBe(true);
    expect(isAllowedVenueUrl('https://evil.example/', [null, 42, 'javascript:x'])).toBe(false);
  });

  it('never throws and only says yes for allowlisted origins, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), urlLike, fc.anything({ maxDepth: 1 })),
        fc.oneof(fc.array(fc.oneof(fc.string(), urlLike, fc.constant(null))), fc.anything({ maxDepth: 1 })),
        (url, list) => {
          const verdict = isAllowedVenueUrl(url, list);
          expect(typeof verdict).toBe('boolean');
        },
      ),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...allowed, 'https://evil.example', 'http://venue.test:9443'),
        fc.webPath(),
        fc.webQueryParameters(),
        (origin, path, query) => {
          expect(isAllowedVenueUrl(`${origin}${path}?${query}`, allowed)).toBe(allowed.includes(origin));
        },
      ),
    );
  });
});

describe('launchOrigins / venueApiOrigin', () => {
  it('collects the distinct origins a launch result points at', () => {
    const origins = launchOrigins(launchData('OBTY'));
    expect(origins.sort()).toEqual(['https://static.venue.test', 'https://venue.test:9443']);
  });

  it('skips empty and non-http fields', () => {
    expect(launchOrigins({ url: 'javascript:x', h5Url: '', apiUrl: 'ftp://x.test' })).toEqual([]);
    expect(launchOrigins(null)).toEqual([]);
  });

  it('takes the api origin from apiUrl, then url, then h5Url', () => {
    expect(venueApiOrigin({ apiUrl: 'https://api.v.test/x', url: 'https://lobby.v.test' })).toBe('https://api.v.test');
    expect(venueApiOrigin({ apiUrl: '', url: 'https://lobby.v.test/a' })).toBe('https://lobby.v.test');
    expect(venueApiOrigin({ h5Url: 'https://h5.v.test/a' })).toBe('https://h5.v.test');
    expect(venueApiOrigin({})).toBeNull();
  });
});
