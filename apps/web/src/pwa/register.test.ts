import { describe, expect, it, vi } from 'vitest';
import { UPDATE_CHECK_MS, registerServiceWorker } from './register';
import type { WorkerPorts } from './register';
import { SKIP_WAITING } from './sw-policy';
import { UPDATE_OFFER_TEXT, showUpdateOffer } from './update-offer';

class FakeWorker extends EventTarget {
  state = 'installing';
  postMessage = vi.fn();
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
  /** A new worker found and installed behind the page. */
  install(worker = new FakeWorker()) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    this.installing = null;
    this.waiting = worker;
    worker.become('installed');
    return worker;
  }
}

function setup({ controlled, waiting = false }: { controlled: boolean; waiting?: boolean }) {
  const registration = new FakeRegistration();
  if (waiting) registration.waiting = new FakeWorker();
  const events = new EventTarget();
  const offers: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const visible: (() => void)[] = [];
  const container = {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
    addEventListener: (type: string, run: () => void) => events.addEventListener(type, run),
  };
  const ports = {
    container,
    offer: (accept: () => void) => offers.push(accept),
    reload: vi.fn(),
    every: (run: () => void, ms: number) => timers.push({ run, ms }),
    onVisible: (run: () => void) => visible.push(run),
  };
  return { registration, container, ports: ports as unknown as WorkerPorts, offers, timers, visible, reload: ports.reload, takeOver: () => events.dispatchEvent(new Event('controllerchange')) };
}

describe('service worker registration', () => {
  it('registers /sw.js for the whole site, bypassing the HTTP cache for the worker script', async () => {
    const s = setup({ controlled: false });
    await registerServiceWorker(s.ports);
    expect(s.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
  });

  it('offers nothing and reloads nothing on the first install, which takes control of the page', async () => {
    const s = setup({ controlled: false });
    await registerServiceWorker(s.ports);
    s.registration.install();
    s.takeOver();
    expect(s.offers).toHaveLength(0);
    expect(s.reload).not.toHaveBeenCalled();
  });

  it('offers a version that installs behind a controlled page; accepting activates it, then the page reloads', async () => {
    const s = setup({ controlled: true });
    await registerServiceWorker(s.ports);
    const worker = s.registration.install();
    expect(s.offers).toHaveLength(1);
    expect(s.reload).not.toHaveBeenCalled();
    s.offers[0]?.();
    expect(worker.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
    expect(s.reload).not.toHaveBeenCalled();
    s.takeOver();
    expect(s.reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version that was already waiting when the page opened', async () => {
    const s = setup({ controlled: true, waiting: true });
    await registerServiceWorker(s.ports);
    expect(s.offers).toHaveLength(1);
  });

  it('offers a version that was still installing when the page registered', async () => {
    const s = setup({ controlled: true });
    const worker = new FakeWorker();
    s.registration.installing = worker;
    await registerServiceWorker(s.ports);
    expect(s.offers).toHaveLength(0);
    worker.become('installed');
    expect(s.offers).toHaveLength(1);
  });

  it('asks for a new version every 30 minutes and whenever the tab comes back', async () => {
    const s = setup({ controlled: true });
    await registerServiceWorker(s.ports);
    expect(s.timers.map((t) => t.ms)).toEqual([UPDATE_CHECK_MS]);
    expect(UPDATE_CHECK_MS).toBe(30 * 60_000);
    s.timers[0]?.run();
    s.visible[0]?.();
    expect(s.registration.update).toHaveBeenCalledTimes(2);
  });

  it('leaves the site as it was when registering fails (private mode, storage off)', async () => {
    const s = setup({ controlled: false });
    s.container.register.mockRejectedValueOnce(new Error('denied'));
    await expect(registerServiceWorker(s.ports)).resolves.toBeUndefined();
    expect(s.timers).toHaveLength(0);
  });
});

describe('update offer', () => {
  it('shows one 新版本已就绪，点击刷新 button that accepts once', () => {
    const accept = vi.fn();
    showUpdateOffer(accept);
    showUpdateOffer(accept);
    const buttons = document.querySelectorAll('.sw-update button');
    expect(buttons).toHaveLength(1);
    const button = buttons[0] as HTMLButtonElement;
    expect(button.textContent).toBe(UPDATE_OFFER_TEXT);
    expect(button.closest('[role="status"]')).not.toBeNull();
    button.click();
    button.click();
    expect(accept).toHaveBeenCalledTimes(1);
    document.querySelector('.sw-update')?.remove();
  });
});
