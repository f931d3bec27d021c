import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * A choice the member sees at once (issue #36 item 4): `choose` draws the tapped option as chosen
 * in the next frame and carries it out (`commit`: a navigation, which renders the page again) only
 * once that frame has painted, in a task of its own — the tap's own task no longer holds the whole
 * page's render (a record range or 滚球/今日/早盘 took up to 120–128 ms, tap to paint, at 4× CPU).
 *
 * `shown` is the choice while it is on its way, and `value` again as soon as `value` changes (the
 * navigation landed, the back button): values are compared by `key`. `choose` is one function for
 * the component's life (a memoised list's rows keep it without drawing again).
 */
export function useChoiceFirst<T>(value: T, key: (v: T) => string, commit: (next: T) => void): readonly [T, (next: T) => void] {
  const [pending, setPending] = useState<{ choice: T; over: string } | null>(null);
  const current = key(value);
  // Once the value has moved on (the choice landed, or another came) the choice is spent: were it
  // kept, the value coming back later (the back button, a sheet closed) would show it again.
  if (pending !== null && pending.over !== current) setPending(null);
  const shown = pending !== null && pending.over === current ? pending.choice : value;
  const latest = useRef({ current, commit });
  useLayoutEffect(() => {
    latest.current = { current, commit };
  });
  const choose = useCallback((next: T) => {
    setPending({ choice: next, over: latest.current.current });
    requestAnimationFrame(() => setTimeout(() => latest.current.commit(next), 0));
  }, []);
  return [shown, choose] as const;
}
