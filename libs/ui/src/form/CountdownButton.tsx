import { useEffect, useRef, useState } from 'react';
import { countdownText, UI_MESSAGES } from '../messages';
import { Button } from './Button';
import type { ButtonProps } from './Button';

export const SEND_CODE_COUNTDOWN_SECONDS = 60;
const TICK_MS = 1000;

export interface CountdownButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'children'> {
  /** Sends the code. Resolve `false` (or reject) when it failed: the button does not count down. */
  onSend: () => void | boolean | Promise<void | boolean>;
  seconds?: number;
  label?: string;
  resendLabel?: string;
}

/** A "获取验证码" button: sends, then waits `seconds` before it can send again. */
export function CountdownButton({
  onSend,
  seconds = SEND_CODE_COUNTDOWN_SECONDS,
  label = UI_MESSAGES.sendCode,
  resendLabel = UI_MESSAGES.resendCode,
  disabled,
  ...props
}: CountdownButtonProps) {
  const [remaining, setRemaining] = useState(0);
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining((left) => left - 1), TICK_MS);
    return () => clearTimeout(timer);
  }, [remaining]);

  const send = async () => {
    setSending(true);
    let ok: boolean;
    try {
      ok = (await onSend()) !== false;
    } catch {
      ok = false;
    }
    if (!mounted.current) return;
    setSending(false);
    if (ok) {
      setSentOnce(true);
      setRemaining(seconds);
    }
  };

  const counting = remaining > 0;
  return (
    <Button
      {...props}
      loading={sending}
      disabled={disabled || counting}
      onClick={() => {
        void send();
      }}
    >
      {sending ? UI_MESSAGES.sending : counting ? countdownText(remaining) : sentOnce ? resendLabel : label}
    </Button>
  );
}
