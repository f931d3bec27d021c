import { describe, expect, it } from 'vitest';
import { chatSocketUrl } from './chat-url';
import type { WebSocketConstructor } from './ports';

describe('chatSocketUrl', () => {
  it('joins the entry-51 host (with its port) and the handshake path', () => {
    expect(chatSocketUrl('im.example.com:8443', true)).toBe('wss://im.example.com:8443/stream/ws/v1/handshake?clientType=web');
    expect(chatSocketUrl('127.0.0.1:9000', false)).toBe('ws://127.0.0.1:9000/stream/ws/v1/handshake?clientType=web');
  });

  it('follows the page scheme even when the config carries another one', () => {
    expect(chatSocketUrl('ws://im.example.com/', true)).toBe('wss://im.example.com/stream/ws/v1/handshake?clientType=web');
    expect(chatSocketUrl('https://im.example.com', false)).toBe('ws://im.example.com/stream/ws/v1/handshake?clientType=web');
  });

  it('gives nothing for a missing or unusable host', () => {
    expect(chatSocketUrl(undefined, true)).toBeUndefined();
    expect(chatSocketUrl('  ', true)).toBeUndefined();
    expect(chatSocketUrl('im.example.com/other', true)).toBeUndefined();
  });

  it('the browser WebSocket fits the constructor port', () => {
    // Checked by the type checker; at run time Node 20 may have no global WebSocket.
    const ctor: WebSocketConstructor | undefined = globalThis.WebSocket as typeof WebSocket | undefined;
    expect(ctor === undefined || typeof ctor === 'function').toBe(true);
  });
});
