import { globalClock } from '@site/ports';
import { browserViewportHeight, createBodyScrollLock } from './browser-ports';
import {
  AUTO_HEIGHT_VIEWPORT,
  COUNTDOWN_TICK_MS,
  DIALOG_DEFAULT_ANIMATION,
  DIALOG_LEAVE_MS,
  DIALOG_WIDTH,
} from './constants';
import {
  countdownLabel,
  DIALOG_CANCEL_BUTTON,
  DIALOG_DEFAULT_BUTTON,
  DIALOG_DEFAULT_TITLE,
} from './messages';
import type {
  DialogButtonOptions,
  DialogButtonPatch,
  DialogButtonState,
  DialogClock,
  DialogDismissVia,
  DialogEntry,
  DialogHandle,
  DialogManager,
  DialogOptions,
  DialogPorts,
  DialogResult,
} from './types';

interface ButtonRecord {
  options: DialogButtonOptions;
  state: DialogButtonState;
  timer: unknown;
}

interface DialogRecord<C> {
  entry: DialogEntry<C>;
  buttons: ButtonRecord[];
  onClose: DialogOptions<C>['onClose'];
  resolve: (result: DialogResult) => void;
  leaveTimer: unknown;
}

function defaultButtons(kind: DialogOptions['kind']): DialogButtonOptions[] {
  const ok: DialogButtonOptions = { text: DIALOG_DEFAULT_BUTTON, variant: 'primary' };
  return kind === 'confirm' ? [{ text: DIALOG_CANCEL_BUTTON }, ok] : [ok];
}

function buttonState(
  index: number,
  text: string,
  variant: DialogButtonState['variant'],
  loading: boolean,
  disabled: boolean,
  remainingSeconds: number,
): DialogButtonState {
  return {
    index,
    text,
    label: remainingSeconds > 0 ? countdownLabel(text, remainingSeconds) : text,
    variant,
    loading,
    disabled,
    remainingSeconds,
    enabled: !loading && !disabled && remainingSeconds === 0,
  };
}

function wholeSeconds(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? Math.ceil(value) : 0;
}

/**
 * The dialog stack as plain state: open, close one, close all. Framework-agnostic; a host (the
 * React one lives at `@site/dialogs/react`) subscribes and renders `getDialogs()`.
 */
export function createDialogManager<C = string>(ports: DialogPorts = {}): DialogManager<C> {
  // The one browser clock of the site (@site/ports): timers looked up at each call.
  const clock: DialogClock = ports.clock ?? globalClock;
  const scrollLock = ports.scrollLock ?? createBodyScrollLock();
  const viewportHeight = ports.viewportHeight ?? browserViewportHeight;

  const records = new Map<string, DialogRecord<C>>();
  const listeners = new Set<() => void>();
  let snapshot: readonly DialogEntry<C>[] = [];
  let locked = false;
  let sequence = 0;

  function emit(): void {
    snapshot = [...records.values()].map((record) => record.entry);
    if (snapshot.length > 0 && !locked) {
      locked = true;
      scrollLock.lock();
    } else if (snapshot.length === 0 && locked) {
      locked = false;
      scrollLock.unlock();
    }
    for (const listener of [...listeners]) listener();
  }

  function syncButtons(record: DialogRecord<C>): void {
    record.entry = { ...record.entry, buttons: record.buttons.map((button) => button.state) };
  }

  function stopCountdown(button: ButtonRecord): void {
    if (button.timer !== undefined) {
      clock.clearInterval(button.timer);
      button.timer = undefined;
    }
  }

  function startCountdown(record: DialogRecord<C>, button: ButtonRecord): void {
    stopCountdown(button);
    if (button.state.remainingSeconds === 0) return;
    button.timer = clock.setInterval(() => {
      const { index, text, variant, loading, disabled } = button.state;
      const remaining = Math.max(0, button.state.remainingSeconds - 1);
      button.state = buttonState(index, text, variant, loading, disabled, remaining);
      if (remaining === 0) stopCountdown(button);
      syncButtons(record);
      emit();
    }, COUNTDOWN_TICK_MS);
  }

  function finish(id: string, result: DialogResult): void {
    const record = records.get(id);
    if (!record || record.entry.leaving) return;
    for (const button of record.buttons) stopCountdown(button);
    record.entry = { ...record.entry, leaving: true };
    record.leaveTimer = clock.setTimeout(() => {
      records.delete(id);
      emit();
    }, DIALOG_LEAVE_MS);
    emit();
    record.resolve(result);
    try {
      record.onClose?.(result);
    } catch (error) {
      // A caller's callback must not break the stack; report it where developers look.
      console.error(error);
    }
  }

  function setLoading(id: string, index: number, loading: boolean): void {
    const record = records.get(id);
    const button = record?.buttons[index];
    if (!record || !button) return;
    const { text, variant, disabled, remainingSeconds } = button.state;
    button.state = buttonState(index, text, variant, loading, disabled, remainingSeconds);
    syncButtons(record);
    emit();
  }

  const manager: DialogManager<C> = {
    open(options = {}) {
      sequence += 1;
      const id = `site-dialog-${sequence}`;
      const kind = options.kind ?? 'confirm';
      let resolve: (result: DialogResult) => void = () => undefined;
      const closed = new Promise<DialogResult>((done) => {
        resolve = done;
      });
      const buttons: ButtonRecord[] = (options.buttons ?? defaultButtons(kind)).map((button, index) => ({
        options: button,
        timer: undefined,
        state: buttonState(
          index,
          button.text,
          button.variant ?? 'default',
          button.loading ?? false,
          button.disabled ?? false,
          wholeSeconds(button.countdownSeconds),
        ),
      }));
      const record: DialogRecord<C> = {
        entry: {
          id,
          kind,
          title: options.title ?? DIALOG_DEFAULT_TITLE,
          content: options.content,
          buttons: buttons.map((button) => button.state),
          closable: options.closable ?? true,
          maskClosable: options.maskClosable ?? kind !== 'alert',
          animation: options.animation ?? DIALOG_DEFAULT_ANIMATION,
          width: options.width ?? DIALOG_WIDTH,
          className: options.className,
          autoHeight: viewportHeight() < AUTO_HEIGHT_VIEWPORT,
          leaving: false,
        },
        buttons,
        onClose: options.onClose,
        resolve,
        leaveTimer: undefined,
      };
      records.set(id, record);
      for (const button of buttons) startCountdown(record, button);
      emit();
      const handle: DialogHandle = { id, close: () => finish(id, { reason: 'api' }), closed };
      return handle;
    },

    close(id) {
      finish(id, { reason: 'api' });
    },

    closeAll() {
      for (const id of [...records.keys()]) finish(id, { reason: 'close-all' });
    },

    dismiss(id, via: DialogDismissVia) {
      const record = records.get(id);
      if (!record || record.entry.leaving) return false;
      const allowed = via === 'mask' ? record.entry.maskClosable : record.entry.closable;
      if (!allowed) return false;
      finish(id, { reason: via });
      return true;
    },

    press(id, index) {
      const record = records.get(id);
      const button = record?.buttons[index];
      if (!record || !button || record.entry.leaving || !button.state.enabled) return;
      let outcome: ReturnType<NonNullable<DialogButtonOptions['onClick']>>;
      try {
        outcome = button.options.onClick?.({ id });
      } catch (error) {
        console.error(error);
        return;
      }
      if (outcome instanceof Promise) {
        setLoading(id, index, true);
        outcome.then(
          (value) => {
            setLoading(id, index, false);
            if (value !== false) finish(id, { reason: 'button', buttonIndex: index });
          },
          (error: unknown) => {
            setLoading(id, index, false);
            console.error(error);
          },
        );
        return;
      }
      if (outcome !== false) finish(id, { reason: 'button', buttonIndex: index });
    },

    setButton(id, index, patch: DialogButtonPatch) {
      const record = records.get(id);
      const button = record?.buttons[index];
      if (!record || !button || record.entry.leaving) return;
      const current = button.state;
      const remaining =
        patch.countdownSeconds !== undefined ? wholeSeconds(patch.countdownSeconds) : current.remainingSeconds;
      button.state = buttonState(
        index,
        patch.text ?? current.text,
        current.variant,
        patch.loading ?? current.loading,
        patch.disabled ?? current.disabled,
        remaining,
      );
      if (patch.countdownSeconds !== undefined) startCountdown(record, button);
      syncButtons(record);
      emit();
    },

    refreshViewport() {
      const autoHeight = viewportHeight() < AUTO_HEIGHT_VIEWPORT;
      let changed = false;
      for (const record of records.values()) {
        if (record.entry.autoHeight !== autoHeight) {
          record.entry = { ...record.entry, autoHeight };
          changed = true;
        }
      }
      if (changed) emit();
    },

    getDialogs() {
      return snapshot;
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return manager;
}
