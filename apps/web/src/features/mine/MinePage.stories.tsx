import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageStory } from '../../stories/page-story';
import { pageStates, shows } from '../../stories/page-states';
import { assertMocksParsed } from '../../stories/platform-mock';

const path = '/mine';
const states = pageStates(['memberInfo', 'walletBalances'], { retryLabel: '重试' });

const meta = {
  title: '页面/我的/我的',
  component: PageStory,
  args: { path },
  parameters: { layout: 'fullscreen', pagePath: path },
  afterEach: assertMocksParsed,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// The demo member's hub: profile, VIP progress, wallet, unread mail.
export const WithData: Story = { name: '有数据', ...states.withData, play: shows('demo888') };
export const Loading: Story = { name: '加载中', ...states.loading };
export const ErrorRetry: Story = { name: '失败可重试', ...states.errorRetry };
