import { describe, expect, it } from 'vitest';
import { testSim } from '../testing';
import { createVenueApp } from './lobby';

describe('venue origin CORS', () => {
  it('lets the site send every shared venue parameter as a header (preflight)', async () => {
    const { ctx } = testSim();
    const res = await createVenueApp(ctx).request('/yewu12/api/user/getUserInfo?token=x', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:4200',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'cuid, origin, requestid, resourceurl, resourcegamingurl',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4200');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const h of ['cuid', 'requestid', 'resourceurl', 'resourcegamingurl']) expect(allowed).toContain(h);
  });
});
