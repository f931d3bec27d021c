import net from 'node:net';

/**
 * Which peers may tell the site how the browser reached it (`X-Forwarded-Host`, `-Proto`, `-For`):
 * `TRUST_PROXY`, a comma- or space-separated list of addresses and CIDR ranges of the proxies in
 * front (a load balancer, a CDN's egress, `127.0.0.1` for a local nginx). Off by default: any
 * client can send those headers, and believing them let a request choose the policy's hosts and
 * HSTS. The Node server matches peers with this list; nginx/render.ts writes it as a `geo` block.
 */
export interface TrustedProxies {
  /** Normalised entries (`10.0.0.0/8`, `127.0.0.1/32`, `::1/128`), in the order given. */
  readonly cidrs: readonly string[];
  /** Whether a connection from this peer address comes from a trusted proxy. */
  has(address: string | undefined): boolean;
}

export const NO_TRUSTED_PROXIES: TrustedProxies = { cidrs: [], has: () => false };

/** `10.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8`; `off` or nothing: none. A typo is an error, never a wider trust. */
export function parseTrustProxy(value: string | undefined): TrustedProxies {
  const entries = (value ?? '').split(/[\s,]+/).filter((e) => e !== '' && e.toLowerCase() !== 'off');
  if (entries.length === 0) return NO_TRUSTED_PROXIES;
  const list = new net.BlockList();
  const cidrs = entries.map((entry) => {
    const [address = '', prefixText, ...rest] = entry.split('/');
    const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : undefined;
    const max = family === 'ipv4' ? 32 : 128;
    const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
    if (!family || rest.length > 0 || !(prefix >= 0 && prefix <= max)) {
      throw new Error(`TRUST_PROXY: 不是地址或 CIDR 网段: ${entry}`);
    }
    list.addSubnet(address, prefix, family);
    return `${address}/${String(prefix)}`;
  });
  return {
    cidrs,
    has(peer) {
      if (!peer) return false;
      // A dual-stack socket reports an IPv4 peer as ::ffff:a.b.c.d.
      const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(peer)?.[1];
      if (v4 !== undefined) return list.check(v4, 'ipv4');
      return net.isIPv4(peer) ? list.check(peer, 'ipv4') : net.isIPv6(peer) && list.check(peer, 'ipv6');
    },
  };
}

export function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): TrustedProxies {
  return parseTrustProxy(env['TRUST_PROXY']);
}
