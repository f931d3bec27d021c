import type { DialogEntry, DialogHandle, DialogManager, DialogResult } from '@site/dialogs';

/**
 * A dialog manager whose code loads on first use (issue #34's budget: the manager was 2 KB of the
 * home page's first load, and a visit opens no dialog before the page is up). It answers at once
 * like the manager: `open` gives a handle straight away and the dialog appears once the code has
 * come (opens keep their order), a handle closed before then never shows, `getDialogs` is empty
 * until then, and a listener subscribed early hears the change when the manager arrives. The
 * first subscriber (the dialog host, mounted with the app) starts the load, so the code comes in
 * right after start-up, not in the entry.
 */
export function lazyDialogManager<C>(load: () => Promise<DialogManager<C>>): DialogManager<C> {
  let real: DialogManager<C> | null = null;
  let loading: Promise<DialogManager<C>> | null = null;
  const early = new Map<() => void, (() => void) | null>();
  const NONE: readonly DialogEntry<C>[] = [];
  /** Handles opened before the code came, for a closeAll in that time (a logout). */
  const waiting = new Set<{ close(): void }>();

  const ready = (): Promise<DialogManager<C>> =>
    (loading ??= load().then(
      (manager) => {
        real = manager;
        for (const listener of early.keys()) early.set(listener, manager.subscribe(listener));
        for (const listener of [...early.keys()]) listener();
        return manager;
      },
      (error: unknown) => {
        // A chunk that failed (a bad connection) is asked for again by the next dialog.
        loading = null;
        throw error;
      },
    ));

  return {
    open(options) {
      if (real) return real.open(options);
      let handle: DialogHandle | null = null;
      let closeAsked = false;
      const stub = {
        get id() {
          return handle?.id ?? '';
        },
        close() {
          if (handle) handle.close();
          else closeAsked = true;
        },
        closed: Promise.resolve<DialogResult>({ reason: 'api' }),
      };
      waiting.add(stub);
      stub.closed = ready().then(
        (manager): DialogResult | Promise<DialogResult> => {
          waiting.delete(stub);
          if (!closeAsked) {
            handle = manager.open(options);
            return handle.closed;
          }
          // Closed before it could show: it never does, and says so as a closed one would.
          const result: DialogResult = { reason: 'api' };
          options?.onClose?.(result);
          return result;
        },
        // The code never came: the dialog never showed, as if it had been closed unseen.
        (): DialogResult => {
          waiting.delete(stub);
          return { reason: 'api' };
        },
      );
      return stub;
    },
    close: (id) => real?.close(id),
    closeAll() {
      if (real) real.closeAll();
      else for (const handle of waiting) handle.close();
    },
    dismiss: (id, via) => real?.dismiss(id, via) ?? false,
    press: (id, index) => real?.press(id, index),
    setButton: (id, index, patch) => real?.setButton(id, index, patch),
    refreshViewport: () => real?.refreshViewport(),
    getDialogs: () => real?.getDialogs() ?? NONE,
    subscribe(listener) {
      if (real) return real.subscribe(listener);
      early.set(listener, null);
      void ready().catch(() => undefined);
      return () => {
        const off = early.get(listener);
        early.delete(listener);
        off?.();
      };
    },
  };
}
