import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageStory } from '../../stories/page-story';
import { pageStates, shows } from '../../stories/page-states';
import { assertMocksParsed } from '../../stories/platform-mock';

const path = '/mine/finance/deposit';
const states = pageStates(['depositChannels']);

const meta = {
  title: '页面/资金/存款',
  component: PageStory,
  args: { path },
  parameters: { layout: 'fullscreen', pagePath: path },
  afterEach: assertMocksParsed,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// The demo member's deposit channels as the simulator seeds them.
export const WithData: Story = { name: '有数据', ...states.withData, play: shows('存款方式') };
export const Loading: Story = { name: '加载中', ...states.loading };
export const Empty: Story = { name: '空', ...states.empty, play: shows('暂无可用的存款方式，请联系客服') };
export const ErrorRetry: Story = { name: '失败可重试', ...states.errorRetry };
