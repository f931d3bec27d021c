import type { Unsubscribe } from './ports';

/**
 * The browser's word on its network: `navigator.onLine` and the `online`/`offline` events
 * (issue #38 item 4). A library that shows or acts on being offline takes this, never `window`.
 */
export interface ConnectivityPort {
  isOnline(): boolean;
  /** Called with the new state at each `online` / `offline` event. */
  subscribe(listener: (online: boolean) => void): Unsubscribe;
}

type ConnectivityWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & { navigator: Pick<Navigator, 'onLine'> };

/** The browser's connectivity; online where there is no window (a server render, a worker test). */
export function browserConnectivity(win: ConnectivityWindow | undefined = typeof window === 'undefined' ? undefined : window): ConnectivityPort {
  return {
    isOnline: () => win?.navigator.onLine !== false,
    subscribe(listener) {
      if (!win) return () => undefined;
      const online = (): void => listener(true);
      const offline = (): void => listener(false);
      win.addEventListener('online', online);
      win.addEventListener('offline', offline);
      return () => {
        win.removeEventListener('online', online);
        win.removeEventListener('offline', offline);
      };
    },
  };
}
