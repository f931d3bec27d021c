import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageStory } from '../../stories/page-story';
import { pageStates, shows } from '../../stories/page-states';
import { assertMocksParsed } from '../../stories/platform-mock';

const path = '/game/sport';
const states = pageStates(['venueList']);

const meta = {
  title: '页面/首页与游戏/体育',
  component: PageStory,
  args: { path },
  parameters: { layout: 'fullscreen', pagePath: path },
  afterEach: assertMocksParsed,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// The sports lobby as a guest: the venues of the simulator's seed.
export const WithData: Story = { name: '有数据', ...states.withData, play: shows('IM体育') };
export const Loading: Story = { name: '加载中', ...states.loading };
export const Empty: Story = { name: '空', ...states.empty, play: shows('暂无体育场馆') };
export const ErrorRetry: Story = { name: '失败可重试', ...states.errorRetry };
