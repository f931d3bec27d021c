import { browserTabChannel } from '@site/ports/tab-channel';
import type { TabChannelPort } from '@site/ports';

let channel: TabChannelPort | null = null;

/**
 * The browser's channel to the site's other tabs, in a chunk of its own (services.ts loads it):
 * one per tab, shared by the session and the app (two would hear each other's messages).
 */
export const siteTabChannel = (): TabChannelPort => (channel ??= browserTabChannel('site'));
