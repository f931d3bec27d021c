import { isRecord } from '../is-record';

/* Readers for venue JSON: numbers and strings arrive as either, and anything may be missing. */

export { isRecord };

export function num(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** European odds are above 1; anything else is a broken price and the market is dropped. */
export function price(value: number | null): number | null {
  return value !== null && value > 1 ? Math.round(value * 1000) / 1000 : null;
}

/** A date-time text with its own offset (ISO) or epoch milliseconds (number or digits). */
export function time(value: unknown): number | null {
  const asNumber = num(value);
  if (asNumber !== null) return asNumber > 0 ? asNumber : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Date.parse(value);
  return Number.isFinite(parsed) ? parsed : null;
}
