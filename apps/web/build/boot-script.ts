import crypto from 'node:crypto';

/**
 * The one script index.html names: it waits until the first contentful paint has been shown (the
 * paint timing entry arrives after the frame was presented, not just drawn), then adds the
 * deferred preloads and imports the app's entry (its URL in `data-entry`). So the boot shell (on
 * `/` the home page's banner, its largest element) always paints from the HTML before any of the
 * app's JavaScript is requested: the first paint, and the LCP of `/`, never wait for the script
 * or race it (when the first paint came before the document was parsed whole, the start waits for
 * the frame after it). A hidden tab paints nothing, so there it starts at once; a browser without paint
 * timing starts after the first frame; and whatever happens, it starts within a second of that
 * frame. Plain ES2020, no imports: the CSP allows no inline script, so this is a file of its own.
 */
export const BOOT_SCRIPT_SOURCE = `{
const entry = document.querySelector('script[data-entry]')?.dataset.entry;
let started = false;
const start = () => {
  if (started) return;
  started = true;
  const later = document.getElementById('boot-preloads');
  if (later) document.head.append(later.content.cloneNode(true));
  if (entry) import(entry);
};
const paintTiming = PerformanceObserver.supportedEntryTypes?.includes('paint');
// This script runs once the document is parsed. A paint before that may have shown only part of
// it (a busy parser yields): then the page's largest element paints in the next frame, and the
// start waits for that frame.
const paintedWhileParsing = paintTiming && performance.getEntriesByName('first-contentful-paint').length > 0;
if (document.visibilityState === 'hidden') start();
else {
  if (paintTiming) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      if (paintedWhileParsing) requestAnimationFrame(() => setTimeout(start, 0));
      else start();
    }).observe({ type: 'paint', buffered: true });
  }
  requestAnimationFrame(() => setTimeout(start, paintTiming ? 1000 : 0));
}
}
`;

/** Content-hashed like the other assets (cached for a year, immutable). */
export const BOOT_SCRIPT_FILE = `assets/boot-${crypto.createHash('sha256').update(BOOT_SCRIPT_SOURCE).digest('base64url').slice(0, 8)}.js`;

/** The id of the <template> whose links the boot script adds to the head after the first paint. */
export const DEFERRED_PRELOADS_ID = 'boot-preloads';

/**
 * The built index.html with its entry script started by the boot script, and Vite's module
 * preloads of the entry's imports held in the deferred template (the pages that want them at
 * once get them back from server/page-preloads.ts), with the start-up chunks the entry imports in
 * steps (`startFiles`, build/start-chunks.ts): Vite preloads only static imports, and without
 * these the entry would request them only once it ran, a round trip later.
 */
export function deferEntry(html: string, startFiles: readonly string[] = []): string {
  const preloads: string[] = [];
  let out = html.replace(/<link rel="modulepreload"[^>]*>\s*/g, (tag) => {
    preloads.push(tag.trim());
    return '';
  });
  let entry = '';
  out = out.replace(/<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/, (_tag, src: string) => {
    entry = src;
    return `<script type="module" crossorigin src="/${BOOT_SCRIPT_FILE}" data-entry="${src}"></script>`;
  });
  if (!entry) throw new Error('[boot] index.html 中没有找到入口脚本');
  preloads.unshift(`<link rel="modulepreload" crossorigin href="${entry}">`);
  for (const file of startFiles) {
    const tag = `<link rel="modulepreload" crossorigin href="/${file}">`;
    if (!preloads.includes(tag)) preloads.push(tag);
  }
  return out.replace('</head>', `<template id="${DEFERRED_PRELOADS_ID}">${preloads.join('')}</template></head>`);
}
