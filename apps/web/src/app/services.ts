import { createApiClient } from '@site/api-client';
import type { ApiClient } from '@site/api-client';
import { createDialogManager } from '@site/dialogs';
import type { DialogManager } from '@site/dialogs';
import { createSession } from '@site/session';
import type { MemberInfo, Session, SessionDialog, SiteConfig } from '@site/session';
import type { ReactNode } from 'react';

/**
 * The composition root: one instance of each library, created once at start-up and handed to
 * the router context and the atoms. Nothing else in the app creates them.
 */
export interface Services {
  client: ApiClient;
  session: Session;
  dialogs: DialogManager<ReactNode>;
  /**
   * Logs the member out: tells the platform (best effort), clears the session, then runs what
   * features registered with `onLogout` (the chat socket closes). One place, so no feature is
   * forgotten and the home page need not import the chat.
   */
  logout(): Promise<void>;
  onLogout(hook: () => void): () => void;
  /** The router is made after the services; the session's navigate effect goes through this. */
  bindNavigate(navigate: (path: string, options?: { replace?: boolean }) => void): void;
}

export function createServices(): Services {
  let navigate: (path: string, options?: { replace?: boolean }) => void = (path, options) => {
    if (options?.replace) window.location.replace(path);
    else window.location.assign(path);
  };
  const dialogs = createDialogManager<ReactNode>();

  // Session dialogs resolve on the confirm button and reject on any other dismissal, as the
  // session's ports expect.
  const ask = (kind: 'confirm' | 'alert', d: SessionDialog) =>
    new Promise<void>((resolve, reject) => {
      const handle = dialogs.open({
        kind,
        title: d.title,
        content: d.message,
        buttons: [{ text: d.confirmText, variant: 'primary' }],
        maskClosable: false,
      });
      void handle.closed.then((r) => (r.reason === 'button' ? resolve() : reject(new Error(r.reason))));
    });

  // The client reads the token and device id from the session, and the session calls through
  // the client: closures break the cycle.
  const late: { session?: Session } = {};
  const client = createApiClient({
    getToken: () => late.session?.getToken() ?? null,
    getDeviceId: () => late.session?.deviceId() ?? '',
    isBrowser: true,
  });
  const session = createSession({
    memberInfo: async () => (await client.memberInfo()) as MemberInfo,
    preInfo: async () => (await client.preInfo()) as SiteConfig,
    events: client.events,
    effects: {
      navigate: (path, options) => navigate(path, options),
      showModal: (d) => ask('confirm', d),
      showAlert: (d) => ask('alert', d),
      reload: () => window.location.reload(),
    },
    maintenanceRedirectDisabled: import.meta.env.DEV && import.meta.env['VITE_MAINTENANCE_REDIRECT'] === 'off',
  });

  late.session = session;

  const logoutHooks = new Set<() => void>();

  return {
    client,
    session,
    dialogs,
    async logout() {
      try {
        await client.request('logout');
      } catch {
        // The token is dropped on this device whatever the platform answered.
      }
      session.logout();
      for (const hook of logoutHooks) hook();
    },
    onLogout(hook) {
      logoutHooks.add(hook);
      return () => logoutHooks.delete(hook);
    },
    bindNavigate(fn) {
      navigate = fn;
    },
  };
}
