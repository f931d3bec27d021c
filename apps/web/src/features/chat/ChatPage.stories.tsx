import type { Meta, StoryObj } from '@storybook/react-vite';
import { chatHandlers } from '../../stories/chat-mock';
import { PageStory } from '../../stories/page-story';
import { shows } from '../../stories/page-states';
import { assertMocksParsed, platformHandlers } from '../../stories/platform-mock';
import { CHAT_TEXTS } from './messages';

const path = '/chat';

/** The recorded platform over HTTP and the chat server (chat-mock.ts) on the socket. */
const world = (chat: Parameters<typeof chatHandlers>[0] = {}) => ({ msw: { handlers: [...platformHandlers(), ...chatHandlers(chat)] } });

const meta = {
  title: '页面/聊天/聊天室',
  component: PageStory,
  args: { path },
  parameters: { layout: 'fullscreen', pagePath: path },
  afterEach: assertMocksParsed,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rooms of the login reply, with their VIP range, people online and who may enter. */
export const WithData: Story = { name: '有数据', parameters: world(), play: shows('综合大厅') };

/** The socket is open but the login has no answer yet: the connection line and the rooms' skeleton. */
export const Connecting: Story = { name: '连接中', parameters: world({ silent: true }), play: shows(CHAT_TEXTS.roomsLoading) };

export const Empty: Story = { name: '空', parameters: world({ rooms: [] }), play: shows(CHAT_TEXTS.noRooms) };

export const AllMaintenance: Story = {
  name: '全部维护中',
  parameters: world({ allMaintenance: '聊天室系统升级中，预计 30 分钟后恢复' }),
  play: shows('聊天室系统升级中，预计 30 分钟后恢复'),
};
