import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageTitleOf } from '../page-sections';
import { PageStory } from '../page-story';
import { pageStates, shows } from '../page-states';
import { assertMocksParsed } from '../platform-mock';

const path = '/agent';
const states = pageStates(['agentInfo']);

const meta = {
  title: '页面/其他/代理中心',
  component: PageStory,
  args: { path },
  parameters: { layout: 'fullscreen', pagePath: path },
  afterEach: assertMocksParsed,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = { name: '有数据', ...states.withData, play: shows(pageTitleOf(path)) };
// The page's own text stands while the agent data loads below it (no loading view above the fold).
export const Loading: Story = { name: '加载中', ...states.loading, play: shows('加入星耀合营计划') };
// The page offers no retry button when its data fails (found by this story): the failure as drawn.
export const Error: Story = { name: '失败', ...states.error };
