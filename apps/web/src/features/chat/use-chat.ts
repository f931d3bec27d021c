import type { ChatSocket, ChatSocketState, ChatStoreSnapshot } from '@site/chat-socket';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useSyncExternalStore } from 'react';
import { chatSocketAtom, openChatAtom } from '../../state/chat';

/** The app's chat socket, created and connected when a chat page mounts; null on the first render. */
export function useOpenChat(): ChatSocket | null {
  const open = useSetAtom(openChatAtom);
  const socket = useAtomValue(chatSocketAtom);
  useEffect(() => {
    void open();
  }, [open]);
  return socket;
}

// Before the socket exists there is nothing to listen to; the returned unsubscribe has nothing to undo.
const noop = (): void => undefined;
const noSubscribe = () => noop;
const nullState = () => null;

export function useChatState(socket: ChatSocket | null): ChatSocketState | null {
  const getState = socket ? socket.getState : nullState;
  // The server snapshot is the same: the build draws /chat's first view (src/prerender) without a socket.
  return useSyncExternalStore(socket ? socket.subscribe : noSubscribe, getState, getState);
}

const EMPTY_SNAPSHOT: ChatStoreSnapshot = { list: [], scrollType: 1, prepended: 0, version: 0 };
const emptySnapshot = () => EMPTY_SNAPSHOT;

export function useChatList(socket: ChatSocket | null): ChatStoreSnapshot {
  return useSyncExternalStore(
    socket ? socket.store.subscribe : noSubscribe,
    socket ? socket.store.getSnapshot : emptySnapshot,
  );
}
