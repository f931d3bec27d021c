import { useEffect, useState } from 'react';

/**
 * Runs `run` once the browser has drawn its next frame (a task after that frame's animation
 * callbacks): for what a page starts that its first frame does not show (issue #36: the sports
 * centre's venue launches ran between a page's first frame and its next, and held the next back).
 * Returns cancel. Apart from when-idle.ts, which start-up loads: this one only pages use.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False in a component's first frame, true from the task after it: for a part a page draws in its
 * second frame (the record filters' native date fields, issue #36), in a box of its own size.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (painted ? undefined : afterNextPaint(() => setPainted(true))), [painted]);
  return painted;
}
