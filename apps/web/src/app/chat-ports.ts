import { CONFIG_MAP_KEYS } from '@site/api-contract';
import type { ChatJwt, ChatSocketOptions } from '@site/chat-socket';
import type { ApiClient } from '@site/api-client';
import type { Session } from '@site/session';

/** The parts of the composition root the chat needs (so tests can hand in small fakes). */
export type ChatServices = {
  client: Pick<ApiClient, 'memberJwt' | 'chatHistory'>;
  session: Pick<Session, 'getToken' | 'siteConfig'>;
};

/**
 * Site config entry 51 of the configuration map (SPEC-NOTES 9); the contract names the map
 * `configMap`. Undefined until the config is loaded or when the entry is not a usable string.
 */
export function chatHostFromConfig(config: unknown): string | undefined {
  if (typeof config !== 'object' || config === null) return undefined;
  const map = (config as { configMap?: unknown }).configMap;
  if (typeof map !== 'object' || map === null) return undefined;
  const host = (map as Record<string, unknown>)[CONFIG_MAP_KEYS.chatHost];
  return typeof host === 'string' && host.trim() !== '' ? host : undefined;
}

/** The member JWT reply as the login frame wants it; anything else is a failed fetch. */
export function toChatJwt(reply: unknown): ChatJwt {
  if (typeof reply === 'object' && reply !== null) {
    const { token, body } = reply as { token?: unknown; body?: unknown };
    if (typeof token === 'string' && token !== '') {
      return { token, body: typeof body === 'string' ? body : JSON.stringify(body ?? '') };
    }
  }
  throw new Error('聊天室登录凭证无效');
}

/** Wires the chat socket's ports to the app's one client and session. */
export function chatSocketOptions({ client, session }: ChatServices): ChatSocketOptions {
  return {
    getJwt: async () => toChatJwt(await client.memberJwt()),
    getSessionToken: () => session.getToken() ?? undefined,
    host: () => chatHostFromConfig(session.siteConfig.cached()),
    fetchHistory: (request) => client.chatHistory(request),
  };
}
