import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageStory } from '../../stories/page-story';
import { pageStates, shows } from '../../stories/page-states';
import { assertMocksParsed } from '../../stories/platform-mock';

const path = '/mine/mail';
const states = pageStates(['mailList']);

const meta = {
  title: '页面/我的/站内信',
  component: PageStory,
  args: { path },
  parameters: { layout: 'fullscreen', pagePath: path },
  afterEach: assertMocksParsed,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// The demo member's mail as the simulator seeds it (five unread).
export const WithData: Story = { name: '有数据', ...states.withData, play: shows('返水已到账') };
export const Loading: Story = { name: '加载中', ...states.loading };
export const Empty: Story = { name: '空', ...states.empty, play: shows(/暂无站内信/) };
export const ErrorRetry: Story = { name: '失败可重试', ...states.errorRetry };
