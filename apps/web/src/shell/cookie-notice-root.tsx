import { createRoot } from 'react-dom/client';
import { CookieNotice } from './CookieGate';

/** SPEC §2: the notice in place of the app, for a browser without cookies and site data (main.ts). */
export function showCookieNotice(root: HTMLElement): void {
  createRoot(root).render(<CookieNotice />);
}
