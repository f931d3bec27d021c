import type { Page, Request } from '@playwright/test';
import { ENGLISH_ALLOWLIST, MEMBER_DATA } from './allowlist';

/** One piece of member-facing text and where it was found. */
export interface PageText {
  kind: 'text' | 'title' | 'placeholder' | 'alt' | 'aria-label' | 'aria-description' | 'value' | 'document.title';
  where: string;
  text: string;
}

/** The words of a text made of Latin letters (digits may follow: TRC20, V188). */
export function latinWords(text: string): string[] {
  return text.match(/[A-Za-z][A-Za-z0-9]*(?:['’-][A-Za-z0-9]+)*/g) ?? [];
}

/** A masked account number or address (`TLa2f6****5wYjU7`, `wx****le`): an identifier, not words. */
const MASKED_VALUE = /\S*[*＊]{3,}\S*/g;

/**
 * The words of `text` not on the allowlist. Single letters (units, list markers) are not words;
 * an allowed word with a number after it is the same word (VIP3, VIP0–VIP10); masked values and
 * the member's own data are not text of the site.
 */
export function englishWords(text: string): string[] {
  const allowed = (word: string) =>
    word.replace(/[^A-Za-z]/g, '').length < 2 || ENGLISH_ALLOWLIST.has(word) || MEMBER_DATA.has(word) || ENGLISH_ALLOWLIST.has(word.replace(/\d+$/, ''));
  // A compound of allowed words is allowed (USDT-TRC20: one text node now, "USDT-" + "TRC20" before).
  return latinWords(text.replace(MASKED_VALUE, ' ')).filter((word) => !allowed(word) && !word.split(/['’-]/).every(allowed));
}

/** The requests of a page in flight, and how long the network has been quiet. */
export interface NetworkTracker {
  /** Resolves once no request has been in flight for `quietMs` (requests older than LONG_REQUEST_MS aside), or at `deadline`. */
  quiet: (quietMs: number, deadline: number) => Promise<void>;
  stop: () => void;
}

/**
 * A request open this long is a stream or a long poll, not the page still loading: it does not
 * keep the page from having settled (networkidle would wait for it until its own timeout).
 */
const LONG_REQUEST_MS = 5_000;

/** Follows the page's requests from now on (attach it before the page's `goto`). */
export function trackNetwork(page: Page): NetworkTracker {
  const open = new Map<Request, number>();
  let last = Date.now();
  const onStart = (request: Request) => {
    open.set(request, Date.now());
    last = Date.now();
  };
  const onEnd = (request: Request) => {
    open.delete(request);
    last = Date.now();
  };
  page.on('request', onStart);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  const busy = () => {
    const now = Date.now();
    for (const started of open.values()) if (now - started < LONG_REQUEST_MS) return true;
    return false;
  };
  return {
    quiet: async (quietMs, deadline) => {
      // Polled on the test's side: the events arrive here, not in the page.
      while (Date.now() < deadline && (busy() || Date.now() - last < quietMs)) await new Promise((r) => setTimeout(r, 25));
    },
    stop: () => {
      page.off('request', onStart);
      page.off('requestfinished', onEnd);
      page.off('requestfailed', onEnd);
    },
  };
}

/** How long the network must be quiet, after the page shows nothing busy, for the page to count as settled. */
const QUIET_MS = 300;

/**
 * Waits until the page has settled: the app has replaced the HTML's boot view (which is marked
 * aria-busy, as is a page's first view drawn by the build), no element is still marked busy
 * (skeletons, loading lists), and the network has been quiet for a moment (with `network`,
 * QUIET_MS; without it, Playwright's networkidle, 500 ms). Bounded: after `timeout` the page is
 * taken as it is.
 *
 * A busy element off the screen is scrolled to, as a member would scroll to it: some sections
 * load only when they come near the screen (the home page's 热门赛事, which otherwise stays a
 * skeleton for good). The page's scroll position is put back afterwards.
 */
export async function settle(page: Page, network?: NetworkTracker, { timeout = 10_000 }: { timeout?: number } = {}): Promise<void> {
  const deadline = Date.now() + timeout;
  const scrollY = await page.evaluate(() => window.scrollY).catch(() => 0);
  let scrolled = false;
  for (;;) {
    const waited = await page
      .waitForFunction(
        () => {
          const busy = Array.from(document.querySelectorAll('[aria-busy="true"]'));
          for (const element of busy) {
            const box = element.getBoundingClientRect();
            // Off the screen: bring it near, so that whatever waits for the screen starts.
            if (box.height > 0 && (box.bottom < 0 || box.top > window.innerHeight)) {
              element.scrollIntoView({ block: 'center' });
              (window as { __settleScrolled?: boolean }).__settleScrolled = true;
              break;
            }
          }
          return busy.length === 0;
        },
        undefined,
        { timeout: Math.max(1, deadline - Date.now()), polling: 50 },
      )
      .then(
        () => true,
        () => false,
      );
    scrolled ||= await page.evaluate(() => (window as { __settleScrolled?: boolean }).__settleScrolled === true).catch(() => false);
    if (!waited) break;
    if (network) await network.quiet(QUIET_MS, deadline);
    else await page.waitForLoadState('networkidle', { timeout: Math.max(1, deadline - Date.now()) }).catch(() => undefined);
    // What arrived while the network settled may have drawn a new busy section.
    const stillBusy = await page.evaluate(() => document.querySelector('[aria-busy="true"]') !== null).catch(() => true);
    if (!stillBusy || Date.now() >= deadline) break;
  }
  if (scrolled) await page.evaluate((y) => window.scrollTo(0, y), scrollY).catch(() => undefined);
}

/** Everything a member sees or hears on the page: visible text, and the text attributes of every element. */
export async function pageTexts(page: Page): Promise<PageText[]> {
  return page.evaluate(() => {
    const out: { kind: string; where: string; text: string }[] = [];
    const describe = (el: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = el, depth = 0; node && node !== document.body && depth < 3; node = node.parentElement, depth++) {
        const id = node.id ? `#${node.id}` : '';
        const cls = typeof node.className === 'string' && node.className.trim() ? `.${node.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
        parts.unshift(`${node.tagName.toLowerCase()}${id}${cls}`);
      }
      return parts.join(' > ');
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.nodeValue ?? '').replace(/\s+/g, ' ').trim();
      const el = node.parentElement;
      if (!text || !el || el.closest('script, style, noscript, template')) continue;
      // An <svg><title> is never "visible" but is the image's accessible name.
      const isSvgTitle = el.tagName.toLowerCase() === 'title' && el.closest('svg') !== null;
      if (!isSvgTitle && !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      out.push({ kind: isSvgTitle ? 'title' : 'text', where: describe(el), text });
    }
    const attributes: [string, string][] = [
      ['placeholder', 'placeholder'],
      ['aria-placeholder', 'placeholder'],
      ['title', 'title'],
      ['alt', 'alt'],
      ['aria-label', 'aria-label'],
      ['aria-roledescription', 'aria-label'],
      ['aria-valuetext', 'aria-label'],
      ['aria-description', 'aria-description'],
    ];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      for (const [name, kind] of attributes) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push({ kind, where: `${describe(el)}[${name}]`, text: value });
      }
      if (el instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(el.type) && el.value.trim()) {
        out.push({ kind: 'value', where: `${describe(el)}[value]`, text: el.value.trim() });
      }
    }
    out.push({ kind: 'document.title', where: 'document.title', text: document.title });
    return out as { kind: PageText['kind']; where: string; text: string }[];
  });
}
