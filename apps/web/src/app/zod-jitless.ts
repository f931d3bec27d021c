/**
 * zod 4 compiles a fast object parser with `new Function` unless it runs jitless, and to decide it
 * probes once, when the first object schema is built, whether it may (a caught `new Function("")`).
 * The site's CSP (script-src 'self') forbids eval: the probe was refused and reported
 * (POST /csp-report) on page loads, and the fast path could never run here anyway.
 *
 * The libraries load zod lazily, in whatever order a page needs them (the client's schemas, the
 * chat decoder…), so the setting goes where zod keeps it for every copy of itself,
 * `globalThis.__zod_globalConfig`, before any of them loads. Without importing zod: it stays out
 * of the entry chunk. The e2e header spec fails on any violation, so a zod that stops reading this
 * is noticed.
 */
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };

// A module (imported for its effect above), not a script.
export {};
