/**
 * Runs `show` unless another tab holds the site's one session dialog; resolves 'elsewhere' then,
 * or with how `show` ended (its rejection passes through).
 */
export type DialogLock = (show: () => Promise<void>) => Promise<'shown' | 'elsewhere'>;

/** The Web Locks API's part the dialog lock uses. */
interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

/**
 * One session dialog across the site's tabs (issue #38): a Web Lock held while it is open. A tab
 * that cannot take it at once leaves the dialog to the tab showing it. Without Web Locks (old
 * browsers), each tab shows its own, as before. Loaded when a session dialog is due (services.ts),
 * not with the first page.
 */
export function browserDialogLock(locks: LockManagerLike | undefined = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks): DialogLock {
  if (!locks) return (run) => run().then(() => 'shown' as const);
  return (run) =>
    locks.request('site-session-dialog', { ifAvailable: true }, async (lock) => {
      if (lock === null) return 'elsewhere' as const;
      await run();
      return 'shown' as const;
    });
}

/**
 * A session dialog shown under the site-wide lock: where another tab shows one, this tab's resolves
 * at once, as if confirmed (the session then goes where that dialog's button leads).
 */
export const underSiteLock = (show: () => Promise<void>): Promise<void> => browserDialogLock()(show).then(() => undefined);
