import type { ChatSocketState } from './chat-state';
import { MESSAGES, reconnectingText } from './messages';

/** What a connection indicator shows: a tone, the Chinese text, and whether to offer a retry. */
export interface ChatConnectionView {
  tone: 'ok' | 'info' | 'warning' | 'danger';
  text: string;
  /** Only when the socket gave up (offline): a retry button calls `retry()`. */
  retry: boolean;
}

/**
 * The connection phase in words (SPEC §4 states as the member sees them): connecting, logging in,
 * connected, reconnecting with attempt n of 5, offline with a retry. null = no socket yet.
 */
export function connectionView(state: ChatSocketState | null): ChatConnectionView {
  if (state === null) return { tone: 'info', text: MESSAGES.phaseConnecting, retry: false };
  switch (state.phase) {
    case 'open':
      return state.loggedIn
        ? { tone: 'ok', text: MESSAGES.phaseOpen, retry: false }
        : { tone: 'info', text: MESSAGES.notLoggedIn, retry: false };
    case 'reconnecting':
      return { tone: 'warning', text: reconnectingText(state.attempt, state.maxAttempts), retry: false };
    case 'offline':
      return { tone: 'danger', text: MESSAGES.phaseOffline, retry: true };
    case 'idle':
    case 'connecting':
      return { tone: 'info', text: MESSAGES.phaseConnecting, retry: false };
  }
}
