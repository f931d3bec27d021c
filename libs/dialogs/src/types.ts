export type DialogKind = 'confirm' | 'info' | 'alert';
export type DialogAnimation = 'zoom-in' | 'fade' | 'none';
export type DialogButtonVariant = 'primary' | 'default';

/** How a dialog went away; `button` carries the index of the footer button pressed. */
export type DialogResult =
  | { reason: 'button'; buttonIndex: number }
  | { reason: 'close-icon' | 'mask' | 'escape' | 'api' | 'close-all' };

/** The ways a user may dismiss a dialog without a footer button. */
export type DialogDismissVia = 'close-icon' | 'mask' | 'escape';

export interface DialogButtonContext {
  /** The dialog's id. */
  id: string;
}

export interface DialogButtonOptions {
  text: string;
  variant?: DialogButtonVariant;
  loading?: boolean;
  disabled?: boolean;
  /** Seconds the button stays disabled, its label showing what is left; then it enables. */
  countdownSeconds?: number;
  /**
   * Runs on press. Returning a promise keeps the button loading (and deaf to further presses)
   * until it settles; returning or resolving `false`, or rejecting, keeps the dialog open.
   */
  onClick?: (context: DialogButtonContext) => void | boolean | Promise<void | boolean>;
}

export interface DialogOptions<C = string> {
  kind?: DialogKind;
  /** Default "温馨提示". */
  title?: string;
  content?: C | string;
  /**
   * Footer buttons. Left out: one "确定" (confirm adds "取消" before it). An empty array: no footer.
   */
  buttons?: readonly DialogButtonOptions[];
  /** Shows the header close icon and lets Escape close. Default true. */
  closable?: boolean;
  /** Mask click closes. Default true, except for alerts, which must be acknowledged. */
  maskClosable?: boolean;
  /** Default zoom-in. */
  animation?: DialogAnimation;
  /** Default 360. */
  width?: number;
  className?: string;
  /** Called once, when the dialog starts to leave. */
  onClose?: (result: DialogResult) => void;
}

export interface DialogButtonState {
  index: number;
  text: string;
  /** What the button shows: the text, or the text with the seconds left while counting down. */
  label: string;
  variant: DialogButtonVariant;
  loading: boolean;
  disabled: boolean;
  /** Seconds left of the countdown; 0 when not counting. */
  remainingSeconds: number;
  /** True when a press would do something: not disabled, not loading, not counting. */
  enabled: boolean;
}

export interface DialogEntry<C = string> {
  id: string;
  kind: DialogKind;
  title: string;
  content: C | string | undefined;
  buttons: readonly DialogButtonState[];
  closable: boolean;
  maskClosable: boolean;
  animation: DialogAnimation;
  width: number;
  className: string | undefined;
  /** True when the viewport is under 900 high: the host adds its auto-height layout class. */
  autoHeight: boolean;
  /** True during the 300 ms leave animation, before the entry leaves the stack. */
  leaving: boolean;
}

export interface DialogHandle {
  id: string;
  close(): void;
  /** Settles when the dialog starts to leave. */
  closed: Promise<DialogResult>;
}

export type DialogButtonPatch = Partial<
  Pick<DialogButtonOptions, 'text' | 'loading' | 'disabled' | 'countdownSeconds'>
>;

export interface DialogManager<C = string> {
  open(options?: DialogOptions<C>): DialogHandle;
  /** Closes one dialog (leave animation, then gone). Unknown or leaving ids are ignored. */
  close(id: string): void;
  closeAll(): void;
  /** A user dismissal; honoured only when the dialog allows it. Returns whether it closed. */
  dismiss(id: string, via: DialogDismissVia): boolean;
  /** A footer button press from the host. */
  press(id: string, buttonIndex: number): void;
  setButton(id: string, buttonIndex: number, patch: DialogButtonPatch): void;
  /** Re-reads the viewport height (the host calls this on resize). */
  refreshViewport(): void;
  /** The stack, bottom first. The same array until something changes. */
  getDialogs(): readonly DialogEntry<C>[];
  subscribe(listener: () => void): () => void;
}

/** The clock port: what the manager needs of timers. */
export interface DialogClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** Locks page scroll while any dialog is open. */
export interface ScrollLockPort {
  lock(): void;
  unlock(): void;
}

export interface DialogPorts {
  clock?: DialogClock;
  scrollLock?: ScrollLockPort;
  /** Inner height of the viewport in CSS pixels. */
  viewportHeight?: () => number;
}
