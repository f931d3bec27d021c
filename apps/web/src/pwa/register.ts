import { SKIP_WAITING } from './sw-policy';
import { showUpdateOffer } from './update-offer';

/** How often an open tab asks whether a new version is out (a member may keep the site open for days). */
export const UPDATE_CHECK_MS = 30 * 60_000;

/** The parts of the browser this module uses, so a test can hand in its own. */
export interface WorkerPorts {
  container: Pick<ServiceWorkerContainer, 'register' | 'addEventListener'> & { readonly controller: unknown };
  offer: (accept: () => void) => void;
  reload: () => void;
  every: (run: () => void, ms: number) => void;
  onVisible: (run: () => void) => void;
}

function browserPorts(): WorkerPorts {
  return {
    container: navigator.serviceWorker,
    offer: showUpdateOffer,
    reload: () => window.location.reload(),
    every: (run, ms) => void window.setInterval(run, ms),
    onVisible: (run) => document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && run()),
  };
}

/**
 * Registers /sw.js (production builds only, after the first page is up: see main.ts) and offers
 * a newer version when one has installed behind the page: 新版本已就绪，点击刷新. Accepting tells
 * the waiting worker to take over, and the page reloads once it has. The first install, which
 * also takes control of the page, reloads nothing.
 */
export async function registerServiceWorker(ports: WorkerPorts = browserPorts()): Promise<void> {
  const { container } = ports;
  let accepted = false;
  container.addEventListener('controllerchange', () => {
    if (accepted) ports.reload();
  });
  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register('/sw.js', { scope: '/', updateViaCache: 'none' });
  } catch {
    return; // No worker (private mode, storage off): the site works as before.
  }
  const offer = () => {
    ports.offer(() => {
      accepted = true;
      // Another tab may have accepted first: then there is nothing waiting, and a reload is enough.
      if (registration.waiting) registration.waiting.postMessage(SKIP_WAITING);
      else ports.reload();
    });
  };
  const watch = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      // With no controller this is the first install: nothing older to replace.
      if (worker.state === 'installed' && container.controller) offer();
    });
  };
  // A new version may have installed, or be installing, since the page opened (the browser
  // checks for one on every navigation, before this module has loaded).
  if (registration.waiting && container.controller) offer();
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
  const check = () => void registration.update().catch(() => undefined);
  ports.every(check, UPDATE_CHECK_MS);
  ports.onVisible(check);
}
