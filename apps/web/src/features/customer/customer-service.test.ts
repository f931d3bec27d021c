import { describe, expect, it, vi } from 'vitest';
import { openCustomerService, serviceTarget } from './customer-service';

describe('serviceTarget', () => {
  it('leaves the site for an http(s) service URL', () => {
    expect(serviceTarget('https://kf.example.com/chat?id=1')).toEqual({ kind: 'external', url: 'https://kf.example.com/chat?id=1' });
  });

  it('stays in the app for a same-site path', () => {
    expect(serviceTarget('/customer/main')).toEqual({ kind: 'internal', path: '/customer/main' });
  });

  it('refuses empty, protocol-relative and script URLs', () => {
    expect(serviceTarget('')).toEqual({ kind: 'none' });
    expect(serviceTarget(undefined)).toEqual({ kind: 'none' });
    expect(serviceTarget('//evil.example.com')).toEqual({ kind: 'none' });
    expect(serviceTarget('javascript:alert(1)')).toEqual({ kind: 'none' });
  });
});

describe('openCustomerService', () => {
  it('opens /customer/instead in a new window and says whether it worked', () => {
    const open = vi.fn<(url: string, target: string) => Window | null>(() => ({}) as Window);
    expect(openCustomerService(open)).toBe(true);
    expect(open).toHaveBeenCalledWith('/customer/instead', '_blank');
    expect(openCustomerService(() => null)).toBe(false);
  });
});
