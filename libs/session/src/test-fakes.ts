import { globalClock, type TimerClock } from '@site/ports';
import type { ClientEvent, FocusPort, LocationPort, SessionDialog, SessionEffects, SessionEventSource } from './ports';

export { BrokenStorage, FakeCookies, FakeStorage } from '@site/ports/testing';

/* Fake ports for the unit tests. They record what the session did so tests can observe it. */

export class FakeLocation implements LocationPort {
  pathname: string;
  search: string;
  readonly replaced: string[] = [];
  constructor(url = '/') {
    const parsed = new URL(url, 'https://site.test');
    this.pathname = parsed.pathname;
    this.search = parsed.search;
  }
  get href(): string {
    return `https://site.test${this.pathname}${this.search}`;
  }
  replace(url: string): void {
    this.replaced.push(url);
    const parsed = new URL(url, 'https://site.test');
    this.pathname = parsed.pathname;
    this.search = parsed.search;
  }
}

export class FakeFocus implements FocusPort {
  private focus = new Set<() => void>();
  private blur = new Set<() => void>();
  onFocus(listener: () => void) {
    this.focus.add(listener);
    return () => this.focus.delete(listener);
  }
  onBlur(listener: () => void) {
    this.blur.add(listener);
    return () => this.blur.delete(listener);
  }
  fireFocus(): void {
    for (const l of this.focus) l();
  }
  fireBlur(): void {
    for (const l of this.blur) l();
  }
  get listenerCount(): number {
    return this.focus.size + this.blur.size;
  }
}

/** Uses the global timers, so `vi.useFakeTimers()` drives it. */
export function fakeClock(): TimerClock {
  return globalClock;
}

export class FakeEvents implements SessionEventSource {
  private listeners = new Set<(event: ClientEvent) => void>();
  on(listener: (event: ClientEvent) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  /** A reply with `code`; `stale`: its call carried another token than the one now. */
  emit(code: number, message = `server says ${code}`, stale?: boolean): void {
    for (const l of this.listeners) l({ type: 'session-code', code, message, ...(stale === undefined ? {} : { stale }) });
  }
  get listenerCount(): number {
    return this.listeners.size;
  }
}

/** A dialog the fake app is showing; `confirm()` presses its button. */
export interface OpenDialog extends SessionDialog {
  kind: 'modal' | 'alert';
  confirm(): void;
  dismiss(): void;
}

export class FakeEffects implements SessionEffects {
  readonly navigations: { path: string; replace: boolean }[] = [];
  readonly dialogs: OpenDialog[] = [];
  reloads = 0;
  navigate(path: string, options?: { replace?: boolean }): void {
    this.navigations.push({ path, replace: options?.replace === true });
  }
  showModal(dialog: SessionDialog): Promise<void> {
    return this.open('modal', dialog);
  }
  showAlert(dialog: SessionDialog): Promise<void> {
    return this.open('alert', dialog);
  }
  reload(): void {
    this.reloads += 1;
  }
  get paths(): string[] {
    return this.navigations.map((n) => n.path);
  }
  private open(kind: OpenDialog['kind'], dialog: SessionDialog): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.dialogs.push({ ...dialog, kind, confirm: resolve, dismiss: () => reject(new Error('dismissed')) });
    });
  }
}
