import { createChatSocket } from '@site/chat-socket';
import type { ChatSocket } from '@site/chat-socket';
import { atom } from 'jotai';
import { servicesAtom } from '../../state/services';
import { chatSocketOptions } from './chat-socket-options';

/** The app's one chat socket; null until a member first opens the chat. */
const chatInstanceAtom = atom<ChatSocket | null>(null);

export const chatSocketAtom = atom((get) => get(chatInstanceAtom));

/**
 * Creates the socket on first use and connects it. The host comes from the site config, so the
 * config is loaded first: connecting without a host would spend the reconnect attempts for nothing.
 */
export const openChatAtom = atom(null, (get, set): ChatSocket => {
  const services = get(servicesAtom);
  let socket = get(chatInstanceAtom);
  if (socket === null) {
    const created = createChatSocket(chatSocketOptions(services));
    socket = created;
    set(chatInstanceAtom, created);
    // Logout resets everything (SPEC §4 explicit close); the next member gets a new socket.
    const unhook = services.onLogout(() => {
      created.close();
      unhook();
      set(chatInstanceAtom, null);
    });
  }
  const opened = socket;
  if (services.session.siteConfig.cached() !== null) opened.connect();
  else
    void services.session.siteConfig
      .load()
      .catch(() => null)
      .then(() => opened.connect());
  return opened;
});

/** Logout: the socket, room, listeners and logged-in flag are reset (SPEC §4 explicit close). */
export const closeChatAtom = atom(null, (get) => {
  get(chatInstanceAtom)?.close();
});
