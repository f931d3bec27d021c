import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEAVE_PATH, leavePath, leaveTarget, linkHref, linkTarget } from './link-target';
import { anyText } from './test-arbitraries';

const context = {
  siteOrigin: 'https://www.site.example',
  allowedOrigins: ['https://lobby.venue.example', 'https://kefu.service.example', 'javascript:alert(1)', 'not a url'],
};
const target = (href: unknown) => linkTarget(href, context);

describe('linkTarget (issue #27 item 3)', () => {
  it('opens a path of this site in the app, query and hash kept', () => {
    expect(target('/activity/discount')).toEqual({ kind: 'site', path: '/activity/discount' });
    expect(target('/mine/vip?tab=2#top')).toEqual({ kind: 'site', path: '/mine/vip?tab=2#top' });
    expect(target('https://www.site.example/help/kh')).toEqual({ kind: 'site', path: '/help/kh' });
    expect(target('  /download  ')).toEqual({ kind: 'site', path: '/download' });
  });

  it('opens an allowlisted origin (venue, customer service) directly', () => {
    expect(target('https://lobby.venue.example/lobby/IMTY?x=1')).toEqual({ kind: 'direct', url: 'https://lobby.venue.example/lobby/IMTY?x=1' });
    expect(target('https://kefu.service.example/chat')).toEqual({ kind: 'direct', url: 'https://kefu.service.example/chat' });
  });

  it('sends any other web address through the leave page, with the host it really goes to', () => {
    expect(target('https://evil.example/promo')).toEqual({ kind: 'leave', url: 'https://evil.example/promo', host: 'evil.example' });
    expect(target('http://lobby.venue.example/')).toMatchObject({ kind: 'leave', host: 'lobby.venue.example' });
    expect(target('https://lobby.venue.example:8443/')).toMatchObject({ kind: 'leave', host: 'lobby.venue.example:8443' });
    expect(target('https://lobby.venue.example@evil.example/')).toMatchObject({ kind: 'leave', host: 'evil.example' });
    expect(target('https://www.site.example.evil.example/')).toMatchObject({ kind: 'leave', host: 'www.site.example.evil.example' });
  });

  it('judges look-alike paths by where the browser would really go', () => {
    for (const href of ['//evil.example/x', '/\\evil.example/x', '\\\\evil.example', '/\t/evil.example', ' //evil.example']) {
      expect(target(href), JSON.stringify(href)).toMatchObject({ kind: 'leave', host: 'evil.example' });
    }
  });

  it('never opens javascript:, data: or any other scheme, nor garbage', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://www.site.example/abc',
      'mailto:a@b.example',
      'http://',
      '',
      '   ',
      undefined,
      null,
      42,
    ]) {
      expect(target(href), JSON.stringify(href)).toEqual({ kind: 'blocked' });
    }
  });

  it('never throws, and only ever opens the site, an allowlisted origin or the leave page', () => {
    const hrefs = fc.oneof(anyText, fc.webUrl(), fc.constantFrom('javascript:', 'data:', '//', '/\\', 'https://lobby.venue.example/').chain((prefix) => anyText.map((rest) => prefix + rest)));
    fc.assert(
      fc.property(hrefs, (href) => {
        const t = target(href);
        if (t.kind === 'site') expect(new URL(t.path, context.siteOrigin).origin).toBe(context.siteOrigin);
        if (t.kind === 'direct') expect(['https://lobby.venue.example', 'https://kefu.service.example']).toContain(new URL(t.url).origin);
        if (t.kind === 'leave') expect(leaveTarget(t.url)).toEqual({ url: t.url, host: t.host });
        if (t.kind !== 'blocked') expect(linkHref(t)?.startsWith('javascript')).toBe(false);
      }),
    );
  });

  it('opens nothing when the site origin itself is unusable', () => {
    expect(linkTarget('/mine', { siteOrigin: 'null', allowedOrigins: [] })).toEqual({ kind: 'blocked' });
  });
});

describe('leave page', () => {
  it('has its address, and a link element carries the same way out', () => {
    expect(LEAVE_PATH).toBe('/leave');
    expect(leavePath('https://evil.example/a?b=1&c=2')).toBe('/leave?to=https%3A%2F%2Fevil.example%2Fa%3Fb%3D1%26c%3D2');
    expect(linkHref(target('https://evil.example/a'))).toBe('/leave?to=https%3A%2F%2Fevil.example%2Fa');
    expect(linkHref(target('/mine'))).toBe('/mine');
    expect(linkHref(target('https://lobby.venue.example/'))).toBe('https://lobby.venue.example/');
    expect(linkHref(target('javascript:alert(1)'))).toBeNull();
  });

  it('offers only an absolute web address, and names its real host', () => {
    expect(leaveTarget('https://evil.example/promo?x=1')).toEqual({ url: 'https://evil.example/promo?x=1', host: 'evil.example' });
    expect(leaveTarget('https://官方.example/')).toEqual({ url: 'https://xn--kbtq9u.example/', host: 'xn--kbtq9u.example' });
    for (const to of ['javascript:alert(1)', 'data:text/html,x', '/mine', '//evil.example', '', undefined, 7]) {
      expect(leaveTarget(to), String(to)).toBeNull();
    }
  });
});
