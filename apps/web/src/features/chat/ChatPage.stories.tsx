import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageStory } from '../../stories/page-story';
import { pageStates, shows } from '../../stories/page-states';
import { assertMocksParsed } from '../../stories/platform-mock';

const path = '/chat';
const states = pageStates(['memberInfo']);

const meta = {
  title: '页面/聊天/聊天室',
  component: PageStory,
  args: { path },
  parameters: { layout: 'fullscreen', pagePath: path },
  afterEach: assertMocksParsed,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// The chat socket is not mocked yet (msw's WebSocket API): the page shows its connecting state only.
export const Connecting: Story = { name: '连接中', ...states.withData, play: shows(/正在(重新)?连接/) };
