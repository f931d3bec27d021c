import type { ChatSocket } from '@site/chat-socket';
import { atom } from 'jotai';
import { servicesAtom } from './services';

/*
 * The member's chat socket as the pages see it. Here rather than in features/chat because more
 * than the chat pages use it: a bet record is shared to a room from the records (issue #41 item 7).
 * Only types of @site/chat-socket are imported: the socket's code comes with services.chat().
 */

/** The chat socket the pages show; null until a member first opens the chat, and after logout. */
const chatInstanceAtom = atom<ChatSocket | null>(null);

export const chatSocketAtom = atom((get) => get(chatInstanceAtom));

/**
 * Takes the member's socket from the composition root and connects it. The host comes from the
 * site config, so the config is loaded first: connecting without a host would spend the reconnect
 * attempts for nothing.
 */
export const openChatAtom = atom(null, async (get, set): Promise<ChatSocket> => {
  const services = get(servicesAtom);
  const socket = await services.chat();
  if (get(chatInstanceAtom) !== socket) {
    set(chatInstanceAtom, socket);
    // Logout closes the socket (the composition root does); the pages forget it.
    const unhook = services.onLogout(() => {
      unhook();
      set(chatInstanceAtom, null);
    });
  }
  if (services.session.siteConfig.cached() !== null) socket.connect();
  else
    void services.session.siteConfig
      .load()
      .catch(() => null)
      .then(() => socket.connect());
  return socket;
});
