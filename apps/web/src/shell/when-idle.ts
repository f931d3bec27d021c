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
