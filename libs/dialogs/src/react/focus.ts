const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => !element.closest('[inert]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * APG modal: focus goes to the first enabled footer button (the action the dialog asks for),
 * else the first tabbable element, else the panel itself.
 */
export function initialFocus(panel: HTMLElement): HTMLElement {
  const footer = panel.querySelector<HTMLElement>('[data-dialog-footer] button:not([disabled])');
  return footer ?? tabbables(panel)[0] ?? panel;
}

/** Keeps Tab and Shift+Tab cycling inside the panel. */
export function trapTab(
  event: { key: string; shiftKey: boolean; preventDefault(): void },
  panel: HTMLElement,
): void {
  if (event.key !== 'Tab') return;
  const items = tabbables(panel);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = panel.ownerDocument.activeElement;
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
