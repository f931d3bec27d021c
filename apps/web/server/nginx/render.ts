import fs from 'node:fs';
import path from 'node:path';
import { PLATFORM_DOWN_BODY, PLATFORM_PATH_SOURCE } from '../prefixes';
import { CONNECTION_UPGRADE_SOURCE, HTTP_VERSIONS, UNSAFE_TARGET_SOURCE } from '../request-guard';
import { IMTY_HIDDEN_REPLY_HEADERS, IMTY_PROXY_PREFIX, IMTY_REQUEST_HEADERS } from '../venue-proxy';
import type { HeaderSources } from '../security-headers';
import {
  CSP_REPORT_MAX_BYTES,
  CSP_REPORT_PATH,
  HOST_WITH_PORT_SOURCE,
  HSTS,
  contentSecurityPolicy,
  platformHeaderList,
  siteHeaderList,
} from '../security-headers';
import { SMALL_PAGE_HEADERS, smallErrorPage } from '../url-too-long';
import { COMPRESSIBLE, FILE_TYPES, METHOD_NOT_ALLOWED_TEXT, NOT_FOUND_TEXT, OWN_CACHE_CONTROL } from '../static-files';

/**
 * deploy/nginx/*.template → nginx configuration. The templates' `${NAME}` variables are the three
 * an operator chooses (PLATFORM_URL, LISTEN_PORT, SITE_DIST); the `{{name}}` parts are written
 * here from the Node server's own modules: headers, file types, the platform prefixes.
 */

export const TEMPLATE_DIR = path.resolve(import.meta.dirname, '../../../../deploy/nginx');
/** Debian's libnginx-mod-http-brotli-filter; optional (without it nginx sends gzip only). */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

export interface SiteConfOptions {
  platformUrl: string;
  /** `8080` or `127.0.0.1:8080`. */
  listen: string;
  /** Absolute path of the build. */
  dist: string;
  sources: HeaderSources;
  brotli: boolean;
  /** IMTY's API origin for the proxy prefix (venue-proxy.ts imtyApiUrlFromEnv); absent: not configured, IMTY's calls answer 502. */
  imtyApiUrl?: string;
  /** Where nginx logs CSP reports; default Debian's log folder (the standalone setup: its prefix's logs/). */
  cspReportLog?: string;
}

export const DEFAULT_CSP_REPORT_LOG = '/var/log/nginx/csp-report.log';

/** Per-request values, as nginx variables the maps below define. */
const V = {
  trusted: '$site_trusted_proxy',
  forwardedHost: '$site_trusted_forwarded_host',
  forwardedProto: '$site_trusted_forwarded_proto',
  hostRaw: '$site_host_raw',
  hostname: '$site_hostname',
  https: '$site_https',
  scheme: '$site_scheme',
  hsts: '$site_hsts',
  csp: '$site_csp',
};

/**
 * The policy for the two kinds of request the Node server tells apart: a browser host it may name
 * (written with nginx's variables for the host and schemes), and one it may not.
 */
export function nginxCspVariants(sources: HeaderSources): { validHost: string; otherHost: string } {
  return {
    validHost: contentSecurityPolicy(sources, { hostname: V.hostname, scheme: V.scheme }),
    otherHost: contentSecurityPolicy(sources, { scheme: V.scheme }),
  };
}

/** TRUST_PROXY as a `geo` block: 1 for a connection from a trusted proxy (trust-proxy.ts). */
function trustedProxyGeo(sources: HeaderSources): string[] {
  const cidrs = sources.trustProxy?.cidrs ?? [];
  return [
    `# The proxies in front whose X-Forwarded-* count (TRUST_PROXY; ${cidrs.length > 0 ? 'these' : 'none'}).`,
    `geo ${V.trusted} {`,
    '    default "";',
    ...cidrs.map((cidr) => `    ${cidr} 1;`),
    '}',
    `map ${V.trusted} ${V.forwardedHost} {`,
    '    1 $http_x_forwarded_host;',
    '    default "";',
    '}',
    `map ${V.trusted} ${V.forwardedProto} {`,
    '    1 $http_x_forwarded_proto;',
    '    default "";',
    '}',
    '# The browser address the platform is told: appended to a trusted proxy\'s list, else alone.',
    `map ${V.trusted} $site_forwarded_for {`,
    '    1 $proxy_add_x_forwarded_for;',
    '    default $remote_addr;',
    '}',
  ];
}

/**
 * Requests refused before any location is chosen (request-guard.ts refusalOf, after what nginx
 * refuses itself: other versions than 1.x, TRACE, CONNECT).
 */
function refusalMaps(): string[] {
  const platformPath = PLATFORM_PATH_SOURCE.replace(/^\^/, '');
  return [
    '# A dot segment, an encoded slash or a `;` in the path as the browser wrote it (not $uri: nginx has resolved that).',
    'map $request_uri $site_bad_target {',
    `    ${q(`~*${UNSAFE_TARGET_SOURCE}`)} 1;`,
    '    default "";',
    '}',
    '# HTTP versions the site speaks; nginx itself reads any other 1.x as 1.1. None: a request nginx',
    '# could not read, on its way to its error page.',
    'map $server_protocol $site_bad_version {',
    '    "" "";',
    ...HTTP_VERSIONS.map((v) => `    ${q(v)} "";`),
    '    default 1;',
    '}',
    '# An upgrade (WebSocket, h2c) anywhere but on the platform\'s paths.',
    'map $http_connection $site_connection_upgrade {',
    `    ${q(`~*${CONNECTION_UPGRADE_SOURCE}`)} 1;`,
    '    default "";',
    '}',
    'map "$site_connection_upgrade:$http_upgrade:$uri" $site_bad_upgrade {',
    `    ${q(`~^1:[^:]+:/${platformPath.replace(/^\//, '')}`)} "";`,
    '    "~^1:[^:]+:" 1;',
    '    default "";',
    '}',
  ];
}

/** The `map` blocks behind the per-request variables; the same rules as requestView() and isHttps(). */
export function nginxMaps(sources: HeaderSources): string {
  const host = HOST_WITH_PORT_SOURCE;
  const hostnameOnly = host.replace('^(', '^(?<site_h>');
  const csp = nginxCspVariants(sources);
  return [
    ...trustedProxyGeo(sources),
    '# The host the browser used: a trusted proxy\'s X-Forwarded-Host, else Host.',
    `map ${V.forwardedHost} ${V.hostRaw} {`,
    '    "" $http_host;',
    `    default ${V.forwardedHost};`,
    '}',
    '# Only a plain host (and port) may appear in the policy.',
    `map ${V.hostRaw} ${V.hostname} {`,
    `    ${q(`~*${hostnameOnly}`)} $site_h;`,
    '    default "";',
    '}',
    '# https: nginx terminates TLS itself, or a trusted proxy in front says so (X-Forwarded-Proto).',
    `map "$https:${V.forwardedProto}" ${V.https} {`,
    '    "~^on:" 1;',
    '    "~*:https$" 1;',
    '    default "";',
    '}',
    `map ${V.https} ${V.scheme} {`,
    '    1 https;',
    '    default http;',
    '}',
    `map ${V.https} ${V.hsts} {`,
    `    1 ${q(HSTS)};`,
    '    default "";',
    '}',
    '# The policy, from the function the Node server calls (security-headers.ts contentSecurityPolicy).',
    `map ${V.hostname} ${V.csp} {`,
    `    "" ${q(csp.otherHost)};`,
    `    default ${q(csp.validHost)};`,
    '}',
    '# As the Node server forwards them.',
    `map ${V.forwardedProto} $site_forwarded_proto {`,
    '    "" $scheme;',
    `    default ${V.forwardedProto};`,
    '}',
    ...refusalMaps(),
    'map $http_upgrade $site_connection {',
    '    "" "";',
    '    default upgrade;',
    '}',
    '# This server, for the CSP report it sends to itself.',
    'map $server_addr $site_self {',
    '    "~:" "[$server_addr]:$server_port";',
    '    default "$server_addr:$server_port";',
    '}',
    "# A page path's folder: where its `$parameter` route's page is (.pages/<folder>/_.html).",
    'map $uri $site_page_folder {',
    '    "~^(?<site_folder>/.*)/[^/]+$" $site_folder;',
    '    default "/.none";',
    '}',
    'map $uri $site_allowed_methods {',
    `    ${q(CSP_REPORT_PATH)} POST;`,
    '    default "GET, HEAD";',
    '}',
  ].join('\n');
}

/**
 * A double-quoted nginx string. nginx reads `\"`, `\'`, `\\`, `\t`, `\r`, `\n` in one as escapes
 * and keeps any other backslash (so regex escapes pass as written); the values are ours, so
 * anything nginx would change is a bug.
 */
function q(value: string): string {
  if (/"|\\["'\\trn]/.test(value)) throw new Error(`nginx: cannot quote ${value}`);
  return `"${value}"`;
}

const titleCase = (name: string) => name.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => `${dash}${c.toUpperCase()}`);

function addHeaders(list: [string, string | undefined][], indent: string): string {
  return list
    .map(([name, value]) => `${indent}add_header ${titleCase(name)} ${q(value ?? '')} always;`)
    .join('\n');
}

/** The site's headers (every page, file and error answer), as in securityHeaders(). */
export function nginxSiteHeaders(indent = '        '): string {
  return addHeaders(siteHeaderList(V.csp, V.hsts), indent);
}

/** The headers of a proxied platform reply, as in platformHeaders(): the platform's own are hidden. */
export function nginxPlatformHeaders(indent = '        '): string {
  const list = platformHeaderList(V.hsts);
  return [...list.map(([name]) => `${indent}proxy_hide_header ${titleCase(name)};`), addHeaders(list, indent)].join('\n');
}

const mimeOf = (type: string) => type.split(';')[0]?.trim() ?? type;

function typesBlock(): string {
  const byType = new Map<string, string[]>();
  for (const [ext, type] of Object.entries(FILE_TYPES)) {
    const mime = mimeOf(type);
    byType.set(mime, [...(byType.get(mime) ?? []), ext.slice(1)]);
  }
  return [...byType].map(([mime, exts]) => `        ${mime} ${exts.join(' ')};`).join('\n');
}

/** charset_types: text/html always has one, naming it is a warning. */
function charsetTypes(): string {
  const types = Object.values(FILE_TYPES).filter((t) => /charset=utf-8/i.test(t)).map(mimeOf);
  return [...new Set(types)].filter((t) => t !== 'text/html').join(' ');
}

/** gzip_types: text/html is always compressed, naming it is an error. */
function compressibleTypes(): string {
  const types = [...new Set(Object.values(FILE_TYPES).map(mimeOf))].filter((t) => COMPRESSIBLE.test(t) && t !== 'text/html');
  return types.join(' ');
}

/** A location per file with a Cache-Control of its own (static-files.ts OWN_CACHE_CONTROL). */
function ownCacheLocations(): string {
  return Object.entries(OWN_CACHE_CONTROL)
    .map(([file, cacheControl]) =>
      [
        `    location = ${file} {`,
        '        if ($request_method !~ ^(GET|HEAD)$) {',
        '            return 405;',
        '        }',
        nginxSiteHeaders(),
        `        add_header Cache-Control ${q(cacheControl)};`,
        '        try_files $uri =404;',
        '    }',
      ].join('\n'),
    )
    .join('\n');
}

function fill(template: string, values: Record<string, string>, vars: Record<string, string>): string {
  let out = template.replace(/\{\{(\w+)\}\}/g, (m, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template: no value for ${m}`);
    return value;
  });
  out = out.replace(/\$\{(\w+)\}/g, (m, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`nginx template: no variable ${m}`);
    return value;
  });
  return out;
}

/** The platform's origin as nginx proxies to it (a path is not supported in a regex location). */
export function platformOrigin(platformUrl: string): string {
  const url = new URL(platformUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PLATFORM_URL must be http(s): ${platformUrl}`);
  if (url.pathname !== '/' || url.search || url.username) {
    throw new Error(`PLATFORM_URL for nginx must be an origin without a path: ${platformUrl}`);
  }
  return url.origin;
}

/** Text for a double-quoted nginx string: quotes and backslashes escaped; no `$` (nginx would read a variable). */
export function nginxString(text: string): string {
  if (text.includes('$')) throw new Error('nginx string with a $: nginx would read it as a variable');
  return text.replace(/[\\"]/g, (c) => `\\${c}`);
}

/** IMTY gets only the headers its API reads (venue-proxy.ts IMTY_REQUEST_HEADERS); its CORS headers and cookies stay. */
function imtyHeaders(indent = '        '): string {
  return [
    `${indent}proxy_pass_request_headers off;`,
    ...IMTY_REQUEST_HEADERS.map((name) => `${indent}proxy_set_header ${titleCase(name)} $http_${name.replace(/-/g, '_')};`),
    ...IMTY_HIDDEN_REPLY_HEADERS.map((name) => `${indent}proxy_hide_header ${titleCase(name)};`),
  ].join('\n');
}

/** The small pages' headers (content type aside: default_type and charset give it). */
function smallPageHeaders(): string {
  return Object.entries(SMALL_PAGE_HEADERS)
    .filter(([name]) => name !== 'content-type')
    .map(([name, value]) => `        add_header ${name} "${value}" always;`)
    .join('\n');
}

export function renderSiteConf(template: string, options: SiteConfOptions): string {
  if (!/^(\d{1,5}|[\w.-]+:\d{1,5}|\[[0-9a-f:]+\]:\d{1,5})$/i.test(options.listen)) throw new Error(`LISTEN_PORT: not a port or address:port: ${options.listen}`);
  if (!path.isAbsolute(options.dist) || /[\s;{}"'$]/.test(options.dist)) throw new Error(`SITE_DIST must be an absolute path without spaces or quotes: ${options.dist}`);
  const compressible = compressibleTypes();
  return fill(
    template,
    {
      maps: nginxMaps(options.sources),
      types: typesBlock(),
      charset_types: charsetTypes(),
      compressible_types: compressible,
      brotli: options.brotli
        ? ['    brotli on;', '    brotli_comp_level 5;', '    brotli_min_length 513;', `    brotli_types ${compressible};`].join('\n')
        : '    # brotli: off (Debian: apt-get install libnginx-mod-http-brotli-filter)',
      brotli_off: options.brotli ? '        brotli off;' : '',
      platform_path: PLATFORM_PATH_SOURCE,
      imty_proxy_prefix: IMTY_PROXY_PREFIX,
      platform_headers: nginxPlatformHeaders(),
      platform_down_body: PLATFORM_DOWN_BODY,
      site_headers: nginxSiteHeaders(),
      own_cache_locations: ownCacheLocations(),
      csp_report_path: CSP_REPORT_PATH,
      csp_report_log: options.cspReportLog ?? DEFAULT_CSP_REPORT_LOG,
      not_found_text: NOT_FOUND_TEXT,
      method_not_allowed_text: METHOD_NOT_ALLOWED_TEXT,
      small_page_headers: smallPageHeaders(),
      bad_request_page: nginxString(smallErrorPage(400)),
      uri_too_long_page: nginxString(smallErrorPage(414)),
      headers_too_large_page: nginxString(smallErrorPage(431)),
      version_not_supported_page: nginxString(smallErrorPage(505)),
      imty_headers: imtyHeaders(),
      // Not configured: IMTY's calls answer as an unreachable upstream (the Node server: the same).
      imty_pass: options.imtyApiUrl === undefined ? '        return 502;' : `        proxy_pass ${platformOrigin(options.imtyApiUrl)}/api/mobile/;`,
      csp_report_max_bytes: `${CSP_REPORT_MAX_BYTES / 1024}k`,
    },
    {
      PLATFORM_URL: platformOrigin(options.platformUrl),
      LISTEN_PORT: options.listen,
      SITE_DIST: options.dist.replace(/\/+$/, ''),
    },
  );
}

/**
 * The self-contained main configuration (deploy/nginx/nginx.conf.template) around site.conf.
 * Started as root (CI), its workers stay root too: an unprivileged worker could not read a build
 * under a private home directory. It listens on loopback for tests and local runs only.
 */
export function renderMainConf(template: string, options: { brotli: boolean; root?: boolean }): string {
  const top = [options.brotli ? `load_module ${BROTLI_MODULE};` : '', options.root ? 'user root;' : ''].filter(Boolean).join('\n');
  return fill(template, { top }, {});
}

/** Writes nginx.conf, site.conf and the logs/ and tmp/ folders nginx -p <dir> expects. */
export function writeStandalone(dir: string, siteConf: string, options: { brotli: boolean }): void {
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'site.conf'), siteConf);
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), renderMainConf(readTemplate('nginx.conf.template'), { ...options, root }));
}

export function readTemplate(name: 'site.conf.template' | 'nginx.conf.template'): string {
  return fs.readFileSync(path.join(TEMPLATE_DIR, name), 'utf8');
}
