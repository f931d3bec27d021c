import type { Page } from '@playwright/test';

/**
 * Sums the page's layout shifts not caused by input into `window.__shift`, from its start: pass it
 * to `page.addInitScript`, then read the sum with `layoutShiftOf`.
 */
export function countLayoutShifts() {
  const w = window as unknown as { __shift: number };
  w.__shift = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__shift += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

export const layoutShiftOf = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
