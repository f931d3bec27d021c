import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// #40 item 4: checks the quality sweep makes on a page it has already loaded and checked in the
// light theme at the phone's size, without loading it again — the theme and the window change in
// place (the colours are CSS custom properties; the layout reflows).

/**
 * Axe's colour-contrast rule in the dark theme (the other rules do not depend on colours and ran in
 * light). Leaves the page in the dark theme.
 */
export async function darkContrastProblems(page: Page, isExcepted: (rule: string) => boolean): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'dark' });
  const axe = await new AxeBuilder({ page }).withRules(['color-contrast']).options({ resultTypes: ['violations'] }).analyze();
  return axe.violations
    .filter((v) => !isExcepted(v.id))
    .map((v) => {
      const nodes = v.nodes.slice(0, 5).map((n) => `      ${n.target.join(' ')} — ${n.any[0]?.message ?? ''}`);
      return `深色主题 ${v.id}：${v.help}，${v.nodes.length} 处\n${nodes.join('\n')}`;
    });
}

/**
 * WCAG 1.4.10 (reflow) and 1.4.4 (resize text): a 320 px wide phone, and a 1280 × 800 window at
 * 200 % zoom (640 × 400 CSS px). Nothing may make the page scroll sideways or stick out of it,
 * except inside an element that scrolls or clips on purpose (a tab bar that scrolls, a one-line
 * title with an ellipsis). The window is given back afterwards.
 */
export const REFLOW_SIZES = [
  { name: '320 px 宽', width: 320, height: 568 },
  { name: '200% 缩放', width: 640, height: 400 },
] as const;

export async function reflowProblems(page: Page): Promise<string[]> {
  const original = page.viewportSize();
  const problems: string[] = [];
  for (const size of REFLOW_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    const found = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) =>
          requestAnimationFrame(() => {
            const root = document.documentElement;
            const width = root.clientWidth;
            const out: string[] = [];
            if (root.scrollWidth > width + 1) out.push(`页面可横向滚动（内容宽 ${root.scrollWidth}px，窗口 ${width}px）`);
            const containedByScroller = (el: Element) => {
              for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
                if (getComputedStyle(a).overflowX !== 'visible') return true;
              }
              return false;
            };
            for (const el of document.body.querySelectorAll('*')) {
              const box = el.getBoundingClientRect();
              if (box.width === 0 || box.height === 0 || getComputedStyle(el).position === 'fixed') continue;
              if ((box.right > width + 1 || box.left < -1) && !containedByScroller(el)) {
                const name = `${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : ''}`;
                out.push(`${name} 超出窗口（${Math.round(box.left)}–${Math.round(box.right)}px）「${(el.textContent ?? '').trim().slice(0, 24)}」`);
                if (out.length >= 5) break;
              }
            }
            resolve(out);
          }),
        ),
    );
    problems.push(...found.map((f) => `${size.name}：${f}`));
  }
  if (original) await page.setViewportSize(original);
  return problems;
}
