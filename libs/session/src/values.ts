/* Reading values the session did not make: stored JSON and the page's query string. */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A query parameter's non-empty value, or null; malformed search strings give null. */
export function queryParam(search: string, name: string): string | null {
  try {
    const value = new URLSearchParams(search).get(name);
    return value === null || value === '' ? null : value;
  } catch {
    return null;
  }
}
