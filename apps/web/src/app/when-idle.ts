/**
 * Runs `run` when the page has settled (idle time, at the latest after 5 s; 2 s where there is no
 * requestIdleCallback): code that the first paint does not need is fetched then. Returns cancel.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 2000);
  return () => window.clearTimeout(id);
}

/**
 * How long after the page's `load` start-up counts as over (issue #36): the app has drawn the page
 * and asked for its data; what no one waits for (the device fingerprint, the code of the links in
 * view) runs after this, so it never shares the main thread with the page's own start.
 */
export const START_UP_TAIL_MS = 5000;

/** Runs `run` at idle once the page has loaded and `delay` ms have passed since. */
export function afterLoad(run: () => void, delay = 0): void {
  const go = () => setTimeout(() => whenIdle(run), delay);
  if (document.readyState === 'complete') go();
  else addEventListener('load', go, { once: true });
}
