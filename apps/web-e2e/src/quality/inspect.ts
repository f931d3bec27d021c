import type { Page } from '@playwright/test';
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

/**
 * Waits until the page has settled: no network for 500 ms (bounded: pollers and sockets may keep
 * it busy) and no element still marked busy (skeletons, loading lists).
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, undefined, { timeout: 5_000 })
    .catch(() => undefined);
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
