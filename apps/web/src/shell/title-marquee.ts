/** SPEC §2 / §9: a title of 27 or more characters scrolls one step every 350 ms while the tab is visible. */
export const TITLE_MARQUEE_STEP_MS = 350;
export const TITLE_MARQUEE_MIN_LENGTH = 27;

export interface TitlePorts {
  setTitle(title: string): void;
  isVisible(): boolean;
  /** Subscribes to visibility changes; returns the unsubscribe. */
  onVisibilityChange(listener: () => void): () => void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/**
 * Shows the site title in the tab. Long titles rotate by one character per step (SPEC-NOTES 22);
 * a hidden tab stops the rotation and a visible one resumes it from where it was.
 */
export function createTitleMarquee(ports: TitlePorts) {
  let chars: string[] = [];
  let offset = 0;
  let timer: unknown = null;

  const render = () => ports.setTitle([...chars.slice(offset), ...chars.slice(0, offset)].join(''));
  const halt = () => {
    if (timer !== null) ports.clearInterval(timer);
    timer = null;
  };
  const run = () => {
    halt();
    if (chars.length < TITLE_MARQUEE_MIN_LENGTH || !ports.isVisible()) return;
    timer = ports.setInterval(() => {
      offset = (offset + 1) % chars.length;
      render();
    }, TITLE_MARQUEE_STEP_MS);
  };
  const unsubscribe = ports.onVisibilityChange(run);

  return {
    show(title: string) {
      // Array.from counts characters, not UTF-16 units, so an emoji never splits in two.
      chars = Array.from(title);
      offset = 0;
      render();
      run();
    },
    dispose() {
      halt();
      unsubscribe();
    },
  };
}

export function browserTitlePorts(doc: Document = document): TitlePorts {
  return {
    setTitle: (t) => {
      doc.title = t;
    },
    isVisible: () => doc.visibilityState !== 'hidden',
    onVisibilityChange: (listener) => {
      doc.addEventListener('visibilitychange', listener);
      return () => doc.removeEventListener('visibilitychange', listener);
    },
    setInterval: (fn, ms) => window.setInterval(fn, ms),
    clearInterval: (h) => window.clearInterval(h as number),
  };
}
