import type { DialogManager } from '@site/dialogs';
import type { ReactNode } from 'react';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { whenIdle } from '../app/when-idle';

const loadHost = () => import('./dialog-host-chunk');
const DialogHost = lazy(async () => ({ default: (await loadHost()).DialogHost }));

/**
 * The dialog host, loaded when the first dialog opens (or in idle time before that): most visits
 * open none before the page is up, and its code need not hold up the first paint. Once mounted it
 * stays, so a closing dialog keeps its leave animation.
 */
export function LazyDialogHost({ manager }: { manager: DialogManager<ReactNode> }) {
  const anyOpen = useSyncExternalStore(
    manager.subscribe,
    () => manager.getDialogs().length > 0,
    () => false,
  );
  const [needed, setNeeded] = useState(anyOpen);
  if (anyOpen && !needed) setNeeded(true);
  useEffect(() => whenIdle(() => void loadHost()), []);
  return needed ? (
    <Suspense fallback={null}>
      <DialogHost manager={manager} />
    </Suspense>
  ) : null;
}
