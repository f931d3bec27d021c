import fs from 'node:fs';
import path from 'node:path';
import { HEALTH_HEADERS, HEALTH_PATH, HEALTHY_BODY, READY_BODY, READY_PATH, READY_PLATFORM_PATH, UNREADY, unreadyBody } from '../health';
import { PLATFORM_DOWN_BODY, PLATFORM_PATH_SOURCE } from '../prefixes';
import { REQUEST_ID_SOURCE, REQUEST_LOG_FIELDS } from '../request-log';
import { RUM_CONTENT_TYPE_SOURCE, RUM_MAX_BYTES, RUM_PATH, UNSUPPORTED_TYPE_TEXT } from '../rum';
import { DEFAULT_SETTINGS, HEADER_BUFFERS, IMTY_MAX_BODY_BYTES, READY_PLATFORM_TIMEOUT_MS, logs, nginxSize, nginxTime } from '../settings';
import type { ServerSettings } from '../settings';
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
  /** Limits, timeouts and logging (settings.ts, the Node server's own); default: the defaults. */
  settings?: ServerSettings;
  /** The request log when settings name none; default Debian's log folder (standalone: logs/access.log). */
  accessLog?: string;
  /** The field data (RUM) log when settings name none; default Debian's log folder (standalone: logs/rum.log). */
  rumLog?: string;
}

export const DEFAULT_CSP_REPORT_LOG = '/var/log/nginx/csp-report.log';
export const DEFAULT_ACCESS_LOG = '/var/log/nginx/site-access.log';
export const DEFAULT_RUM_LOG = '/var/log/nginx/site-rum.log';

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
    `    ${q(RUM_PATH)} POST;`,
    '    default "GET, HEAD";',
    '}',
    ...logMaps(),
  ].join('\n');
}

/**
 * The request id (request-log.ts requestIdOf), the log's fields (path without the query, level,
 * upstream time), and the readiness check's reason (health.ts).
 */
function logMaps(): string[] {
  return [
    '# X-Request-Id: the one given when it is well-formed, else nginx\'s own (32 hex digits, as the Node server makes).',
    'map $http_x_request_id $site_request_id {',
    `    ${q(`~${REQUEST_ID_SOURCE}`)} $http_x_request_id;`,
    '    default $request_id;',
    '}',
    '# The logged path: the address up to `?` (a query may carry a token or `?url=`), never the authority.',
    'map $request_uri $site_log_path {',
    '    "~^[a-zA-Z][a-zA-Z0-9+.-]*://[^/?#]*(?<site_lp>/[^?]*)" $site_lp;',
    '    "~^(?<site_lq>[^?]*)" $site_lq;',
    '}',
    '# Health checks are logged at debug only.',
    'map $uri $site_log_level {',
    `    ${q(HEALTH_PATH)} debug;`,
    `    ${q(READY_PATH)} debug;`,
    '    default info;',
    '}',
    '# Seconds the platform (or IMTY) took, or null: not asked, or the report locations\' own hop to this server.',
    'map $uri $site_own_hop {',
    `    ${q(CSP_REPORT_PATH)} 1;`,
    `    ${q(RUM_PATH)} 1;`,
    '    default "";',
    '}',
    'map "$site_own_hop:$upstream_response_time" $site_upstream_time {',
    '    "~^:(?:.*[ ,])?(?<site_ut>[0-9]+\\.[0-9]+)$" $site_ut;',
    '    default null;',
    '}',
    '# Why /readyz is not ready, from the status of its platform check (health.ts platformStatusReason).',
    'map $site_ready_status $site_unready_reason {',
    `    "504" ${q(UNREADY.timeout)};`,
    `    "502" ${q(UNREADY.unreachable)};`,
    `    "" ${q(UNREADY.unreachable)};`,
    `    default ${q(UNREADY.status('$site_ready_status'))};`,
    '}',
    '# Field data comes as a beacon: text/plain or application/json (rum.ts).',
    'map $content_type $site_rum_type {',
    `    ${q(`~*${RUM_CONTENT_TYPE_SOURCE}`)} 1;`,
    '    default "";',
    '}',
  ];
}

/** The request log's line (request-log.ts RequestLogLine), field for field. */
export function requestLogFormat(): string {
  const values: Record<(typeof REQUEST_LOG_FIELDS)[number], string> = {
    time: '"$time_iso8601"',
    level: '"$site_log_level"',
    kind: '"request"',
    request_id: '"$site_request_id"',
    method: '"$request_method"',
    path: '"$site_log_path"',
    status: '$status',
    bytes: '$body_bytes_sent',
    duration: '$request_time',
    upstream_time: '$site_upstream_time',
  };
  return `'{${REQUEST_LOG_FIELDS.map((field) => `"${field}":${values[field]}`).join(',')}}'`;
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

/** Every answer names its request (serve.ts sets X-Request-Id first). */
const REQUEST_ID_HEADER: [string, string] = ['x-request-id', '$site_request_id'];

/** The site's headers (every page, file and error answer), as in securityHeaders(). */
export function nginxSiteHeaders(indent = '        '): string {
  return addHeaders([REQUEST_ID_HEADER, ...siteHeaderList(V.csp, V.hsts)], indent);
}

/** The headers of a proxied platform reply, as in platformHeaders(): the platform's own are hidden. */
export function nginxPlatformHeaders(indent = '        '): string {
  const list = [REQUEST_ID_HEADER, ...platformHeaderList(V.hsts)];
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
  return [
    `        add_header X-Request-Id ${REQUEST_ID_HEADER[1]} always;`,
    ...Object.entries(SMALL_PAGE_HEADERS)
      .filter(([name]) => name !== 'content-type')
      .map(([name, value]) => `        add_header ${name} "${value}" always;`),
  ].join('\n');
}

/** The health answers' own headers (health.ts HEALTH_HEADERS; the type comes from default_type and charset). */
function healthHeaders(): string {
  return [
    nginxSiteHeaders(),
    ...Object.entries(HEALTH_HEADERS)
      .filter(([name]) => name !== 'content-type' && name !== 'x-content-type-options')
      .map(([name, value]) => `        add_header ${titleCase(name)} ${q(value)} always;`),
  ].join('\n');
}

/** A JSON body for nginx's `return`, single-quoted: no `'` and no `$` but the variables meant. */
function jsonBody(body: string): string {
  if (body.includes("'")) throw new Error(`nginx: cannot quote ${body}`);
  return `'${body}'`;
}

export function renderSiteConf(template: string, options: SiteConfOptions): string {
  if (!/^(\d{1,5}|[\w.-]+:\d{1,5}|\[[0-9a-f:]+\]:\d{1,5})$/i.test(options.listen)) throw new Error(`LISTEN_PORT: not a port or address:port: ${options.listen}`);
  if (!path.isAbsolute(options.dist) || /[\s;{}"'$]/.test(options.dist)) throw new Error(`SITE_DIST must be an absolute path without spaces or quotes: ${options.dist}`);
  const settings = options.settings ?? DEFAULT_SETTINGS;
  const compressible = compressibleTypes();
  const accessLog = settings.accessLog ?? options.accessLog ?? DEFAULT_ACCESS_LOG;
  const rumLog = settings.rumLog ?? options.rumLog ?? DEFAULT_RUM_LOG;
  // LOG_LEVEL: info writes a line per request and per report, debug the health checks too.
  const info = logs(settings.logLevel, 'info');
  const requestLog = info ? `${accessLog} site_request` : 'off';
  const proxyTimeouts = [
    `        proxy_connect_timeout ${nginxTime(settings.proxyConnectTimeoutMs)};`,
    `        proxy_read_timeout ${nginxTime(settings.proxyReadTimeoutMs)};`,
  ].join('\n');
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
      request_log_format: requestLogFormat(),
      access_log: requestLog,
      health_access_log: logs(settings.logLevel, 'debug') ? `${accessLog} site_request` : 'off',
      // The report locations write their own log and, like every request, the request log.
      csp_access_log: info ? `    access_log ${requestLog};` : '',
      rum_access_log: info ? [`        access_log ${rumLog} site_rum;`, `        access_log ${requestLog};`].join('\n') : '        access_log off;',
      keepalive_timeout: nginxTime(settings.keepAliveTimeoutMs),
      keepalive_requests: String(settings.keepAliveRequests),
      header_buffers: `${HEADER_BUFFERS} ${nginxSize(settings.headerLineBytes)}`,
      max_body: nginxSize(settings.maxBodyBytes),
      imty_max_body: nginxSize(Math.min(IMTY_MAX_BODY_BYTES, settings.maxBodyBytes)),
      proxy_timeouts: proxyTimeouts,
      too_large_page: nginxString(smallErrorPage(413)),
      health_path: HEALTH_PATH,
      ready_path: READY_PATH,
      health_headers: healthHeaders(),
      healthy_body: jsonBody(HEALTHY_BODY),
      ready_body: jsonBody(READY_BODY),
      unready_files_body: jsonBody(unreadyBody(UNREADY.files)),
      unready_platform_body: jsonBody(unreadyBody('$site_unready_reason')),
      ready_platform_path: READY_PLATFORM_PATH,
      ready_timeout: nginxTime(READY_PLATFORM_TIMEOUT_MS),
      rum_path: RUM_PATH,
      rum_max_bytes: nginxSize(RUM_MAX_BYTES),
      unsupported_type_text: UNSUPPORTED_TYPE_TEXT,
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
export function renderMainConf(template: string, options: { brotli: boolean; root?: boolean; settings?: ServerSettings }): string {
  const top = [options.brotli ? `load_module ${BROTLI_MODULE};` : '', options.root ? 'user root;' : ''].filter(Boolean).join('\n');
  // A graceful stop (SIGQUIT, what `npm start` sends) waits for requests in flight this long, chat sockets included.
  return fill(template, { top, shutdown_timeout: nginxTime((options.settings ?? DEFAULT_SETTINGS).shutdownTimeoutMs) }, {});
}

/** Writes nginx.conf, site.conf and the logs/ and tmp/ folders nginx -p <dir> expects. */
export function writeStandalone(dir: string, siteConf: string, options: { brotli: boolean; settings?: ServerSettings }): void {
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'site.conf'), siteConf);
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), renderMainConf(readTemplate('nginx.conf.template'), { ...options, root }));
}

export function readTemplate(name: 'site.conf.template' | 'nginx.conf.template'): string {
  return fs.readFileSync(path.join(TEMPLATE_DIR, name), 'utf8');
}
