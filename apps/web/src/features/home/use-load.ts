import { errorText } from '@site/api-client';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string };

/**
 * Runs `load` when `key` changes (and on `reload`), and gives its state: loading, the data, or
 * the Chinese text of the failure. A reply that arrives after a newer load started is dropped.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): Loaded<T> & { reload: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // `load` is a fresh closure each render; `key` and `round` say when to load again.
  const latestLoad = useRef(load);
  latestLoad.current = load;

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    // Arriving data renders as a transition: React can split it into short tasks, and six home
    // sections landing together do not block the page for one long one.
    latestLoad.current().then(
      (data) => {
        if (current) startTransition(() => setState({ status: 'ready', data }));
      },
      (error: unknown) => {
        if (current) startTransition(() => setState({ status: 'error', message: errorText(error) }));
      },
    );
    return () => {
      current = false;
    };
  }, [key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
