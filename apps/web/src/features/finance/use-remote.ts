import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from './error-text';

export type Remote<T> =
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'error'; data: T | undefined; error: string }
  | { status: 'ready'; data: T; error: null };

/**
 * Loads one read call when the page opens; `reload` asks again (keeping what is shown until the
 * answer comes), `set` replaces the data with a fresher copy (a money reply's balances).
 */
export function useRemote<T>(load: () => Promise<T>): Remote<T> & { reload: () => Promise<void>; set: (data: T) => void } {
  const [state, setState] = useState<Remote<T>>({
    status: 'loading',
    data: undefined,
    error: null,
  });
  const loader = useRef(load);
  loader.current = load;
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const mine = (generation.current += 1);
    setState((s) => ({ status: 'loading', data: s.data, error: null }));
    try {
      const data = await loader.current();
      if (mine === generation.current) setState({ status: 'ready', data, error: null });
    } catch (failure) {
      if (mine === generation.current)
        setState((s) => ({
          status: 'error',
          data: s.data,
          error: errorText(failure),
        }));
    }
  }, []);

  const set = useCallback((data: T) => {
    generation.current += 1;
    setState({ status: 'ready', data, error: null });
  }, []);

  useEffect(() => {
    void reload();
    return () => {
      generation.current += 1;
    };
  }, [reload]);

  return { ...state, reload, set };
}
