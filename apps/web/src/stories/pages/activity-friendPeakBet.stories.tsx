import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageTitleOf } from '../page-sections';
import { PageStory } from '../page-story';
import { pageStates, shows } from '../page-states';
import { assertMocksParsed } from '../platform-mock';

const path = '/activity/friendPeakBet';
const states = pageStates(['peakBetInfo', 'peakBetBoard']);

const meta = {
  title: '页面/活动/好友投注冲榜',
  component: PageStory,
  args: { path },
  parameters: { layout: 'fullscreen', pagePath: path },
  afterEach: assertMocksParsed,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = { name: '有数据', ...states.withData, play: shows(pageTitleOf(path)) };
export const Loading: Story = { name: '加载中', ...states.loading };
export const ErrorRetry: Story = { name: '失败可重试', ...states.errorRetry };
