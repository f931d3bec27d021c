import { PLATFORM_CATEGORIES, PLATFORM_CATEGORY_NAMES } from '@site/api-contract';
import type { PlatformCategory } from '@site/api-contract';

const isCategory = (code: string): code is PlatformCategory => (PLATFORM_CATEGORIES as readonly string[]).includes(code);

/** A venue category's Chinese name (体育, 电子…); an unknown code reads as itself. */
export function rebateCategoryName(category: string): string {
  return isCategory(category) ? PLATFORM_CATEGORY_NAMES[category] : category;
}

/** The category to send with a receipt: only one the contract knows. */
export function rebateCategory(category: string): PlatformCategory | null {
  return isCategory(category) ? category : null;
}

/** The rebate rate is a percentage from the platform: 0.7 → "0.70%". */
export function rebateRateText(rate: number): string {
  return `${(Math.round(rate * 100) / 100).toFixed(2)}%`;
}

/** The idempotency form of a receipt: one key per category (or "all") the member taps. */
export function rebateForm(category: string | null): string {
  return `rebate:${category ?? 'all'}`;
}
