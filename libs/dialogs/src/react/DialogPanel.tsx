import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { DialogEntry, DialogManager } from '../types';
import { DIALOG_CLOSE_LABEL, DIALOG_LOADING_LABEL } from '../messages';
import { initialFocus, trapTab } from './focus';

export interface DialogPanelProps<C extends ReactNode> {
  entry: DialogEntry<C>;
  manager: DialogManager<C>;
  /** Only the top-most open dialog takes focus and keys; the ones beneath are inert. */
  active: boolean;
  zIndex: number;
}

export function DialogPanel<C extends ReactNode>({ entry, manager, active, zIndex }: DialogPanelProps<C>) {
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const titleId = `${entry.id}-title`;
  const contentId = `${entry.id}-content`;
  const { id, leaving } = entry;

  // Layout effect: remember the trigger before anything else can move focus.
  useLayoutEffect(() => {
    const active = document.activeElement;
    triggerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);

  useEffect(() => {
    const panel = panelRef.current;
    if (!active || !panel || panel.contains(document.activeElement)) return;
    initialFocus(panel).focus();
  }, [active]);

  useEffect(() => {
    if (!leaving) return;
    const trigger = triggerRef.current;
    if (trigger?.isConnected) trigger.focus();
  }, [leaving]);

  // Focus that wanders out (a click on the page behind, a screen-reader jump) is brought back.
  useEffect(() => {
    if (!active) return undefined;
    const onFocusIn = (event: FocusEvent) => {
      const panel = panelRef.current;
      if (panel && event.target instanceof Node && !panel.contains(event.target)) initialFocus(panel).focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [active]);

  const classes = [
    'site-dialog',
    `site-dialog--${entry.animation}`,
    entry.autoHeight ? 'site-dialog--auto-height' : '',
    leaving ? 'is-leaving' : '',
    entry.className ?? '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    // A leaving dialog is only drawn for its animation: aria-hidden takes it out of the
    // accessibility tree at once (inert alone does not for every tool), so a dialog opened during
    // those 300 ms is the only one there is.
    <div className={classes} style={{ zIndex }} inert={!active || leaving} aria-hidden={leaving || undefined}>
      <div className="site-dialog__mask" aria-hidden="true" onClick={() => manager.dismiss(id, 'mask')} />
      <div
        ref={panelRef}
        className="site-dialog__panel"
        role={entry.kind === 'alert' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={entry.content === undefined ? undefined : contentId}
        tabIndex={-1}
        style={{ width: entry.width }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            manager.dismiss(id, 'escape');
          } else {
            trapTab(event, event.currentTarget);
          }
        }}
      >
        <div className="site-dialog__header">
          <h2 id={titleId} className="site-dialog__title">
            {entry.title}
          </h2>
          {entry.closable ? (
            <button
              type="button"
              className="site-dialog__close"
              aria-label={DIALOG_CLOSE_LABEL}
              onClick={() => manager.dismiss(id, 'close-icon')}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          ) : null}
        </div>
        {entry.content === undefined ? null : (
          <div id={contentId} className="site-dialog__content">
            {entry.content}
          </div>
        )}
        {entry.buttons.length > 0 ? (
          <footer className="site-dialog__footer" data-dialog-footer="">
            {entry.buttons.map((button) => (
              <button
                key={button.index}
                type="button"
                className={`site-dialog__button site-dialog__button--${button.variant}`}
                disabled={button.disabled || button.remainingSeconds > 0}
                aria-disabled={button.loading || undefined}
                aria-busy={button.loading || undefined}
                onClick={() => manager.press(id, button.index)}
              >
                {button.loading ? (
                  <span className="site-dialog__spinner" role="status" aria-label={DIALOG_LOADING_LABEL} />
                ) : null}
                {button.label}
              </button>
            ))}
          </footer>
        ) : null}
      </div>
    </div>
  );
}
