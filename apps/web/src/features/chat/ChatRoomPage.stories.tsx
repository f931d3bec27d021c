import { MESSAGES } from '@site/chat-socket';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RECORDED_ROOM_ID, chatHandlers, longHistory, recordedHistory } from '../../stories/chat-mock';
import { pageMeta } from '../../stories/page-meta';
import type { PageStory } from '../../stories/page-story';
import { shows } from '../../stories/page-states';
import { platformHandlers } from '../../stories/platform-mock';
import { CHAT_TEXTS } from './messages';

/** The room the recorded history belongs to, as a member opens it from the list. */
const path = `/chat/${RECORDED_ROOM_ID}`;

/** The recorded platform over HTTP and the chat server (chat-mock.ts) on the socket. */
const world = (chat: Parameters<typeof chatHandlers>[0] = {}) => ({ msw: { handlers: [...platformHandlers(), ...chatHandlers(chat)] } });

/** The newest message of the recorded room: drawn once the room has opened at its bottom. */
const newest = recordedHistory().at(-1)?.content ?? '';

// /chat/$roomId is not a row of its own in the page table: a member page under /chat's row.
const meta = { title: '页面/聊天/聊天室房间', ...pageMeta(path, { member: true, pagePath: '/chat' }) } satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The room's opening history (the simulator's), opened at the newest message, the composer ready. */
export const WithData: Story = { name: '有数据', parameters: world(), play: shows(newest) };

/** The socket is open but the login has no answer yet: the room's skeleton and the connection line. */
export const Connecting: Story = { name: '连接中', parameters: world({ silent: true }), play: shows(MESSAGES.notLoggedIn) };

/**
 * The connection was lost after the room opened: the room is cleared (SPEC §4) and its skeleton
 * shown while the line says which attempt is under way; the wait before it is held.
 */
export const Reconnecting: Story = {
  name: '重新连接中',
  parameters: world({ drop: { when: 'after-join', reconnect: 'held' } }),
  play: shows(/第 1\/5 次/),
};

/** Every attempt failed: the room says the connection is gone and offers to reconnect. */
export const Offline: Story = {
  name: '已断开',
  parameters: world({ drop: { when: 'always', reconnect: 'hurried' } }),
  play: async (context) => {
    await shows(CHAT_TEXTS.offlineHint)(context);
    await shows(MESSAGES.retry)(context);
  },
};

/** Nobody has spoken in the room yet. */
export const Empty: Story = { name: '空房间', parameters: world({ history: [] }), play: shows(CHAT_TEXTS.empty) };

/** 2,000 messages: the virtual list draws only the rows in view, opened at the newest. */
export const LongHistory: Story = {
  name: '长历史（2000 条）',
  parameters: world({ history: longHistory(2000) }),
  play: shows(longHistory(2000).at(-1)?.content ?? ''),
};
