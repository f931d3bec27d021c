import type { ChatHistoryRequest } from '@site/api-contract';

/**
 * What the chat socket needs from the outside world. Browser defaults exist for the socket and
 * the clock (@site/ports' global clock); tests pass fakes.
 */

/** `{ data }` of a browser MessageEvent or a `ws` message event. */
export interface SocketMessageLike {
  readonly data: unknown;
}

/*
 * Handlers are typed through a method so that both the DOM WebSocket (whose handlers take
 * MessageEvent/CloseEvent) and the `ws` client fit this port under strictFunctionTypes.
 */
type Handler<E> = { bivariance(event: E): void }['bivariance'];

/** The part of the WebSocket interface the chat uses; the DOM one and `ws` both fit. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: Handler<unknown> | null;
  onmessage: Handler<SocketMessageLike> | null;
  onclose: Handler<unknown> | null;
  onerror: Handler<unknown> | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** readyState of an open socket (the same in the DOM and in `ws`). */
export const SOCKET_OPEN = 1;

/** The member JWT reply (SPEC §7); token and body go into the login frame unchanged. */
export interface ChatJwt {
  token: string;
  body: unknown;
}

/**
 * Runs `flush` before the next paint; returns a cancel function. The store batches list
 * notifications through it so a burst of messages costs one render per frame.
 */
export type FrameScheduler = (flush: () => void) => () => void;

export type FetchHistory = (request: ChatHistoryRequest) => Promise<unknown>;

/** requestAnimationFrame where there is one, otherwise a ~60 Hz timeout. */
export const animationFrameScheduler: FrameScheduler = (flush) => {
  if (typeof globalThis.requestAnimationFrame === 'function') {
    const id = globalThis.requestAnimationFrame(() => flush());
    return () => globalThis.cancelAnimationFrame(id);
  }
  const id = globalThis.setTimeout(flush, 16);
  return () => globalThis.clearTimeout(id);
};
