import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageStory } from '../../stories/page-story';
import { pageStates, shows } from '../../stories/page-states';
import { assertMocksParsed } from '../../stories/platform-mock';

const path = '/';
const states = pageStates(['venueList'], { retryLabel: '重试' });

const meta = {
  title: '页面/首页与游戏/首页',
  component: PageStory,
  args: { path },
  parameters: { layout: 'fullscreen', pagePath: path },
  afterEach: assertMocksParsed,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// The guest's home on the simulator's seed: banners, notices, the lobby's venue counts.
export const WithData: Story = { name: '有数据', ...states.withData, play: shows(/\d+个平台/) };
// The lobby's tiles say 加载中 while the platform counts do not come (no skeleton of their own).
export const Loading: Story = { name: '加载中', ...states.loading, play: shows('加载中') };
export const ErrorRetry: Story = { name: '失败可重试', ...states.errorRetry };
