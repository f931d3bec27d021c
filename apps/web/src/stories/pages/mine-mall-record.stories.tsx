import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageTitleOf } from '../page-sections';
import { PageStory } from '../page-story';
import { pageStates, shows } from '../page-states';
import { assertMocksParsed } from '../platform-mock';

const path = '/mine/mall/record';
const states = pageStates(['mallOrders']);

const meta = {
  title: '页面/积分商城/兑换记录',
  component: PageStory,
  args: { path },
  parameters: { layout: 'fullscreen', pagePath: path },
  afterEach: assertMocksParsed,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = { name: '有数据', ...states.withData, play: shows(pageTitleOf(path)) };
export const Loading: Story = { name: '加载中', ...states.loading };
export const Empty: Story = { name: '空', ...states.empty };
export const ErrorRetry: Story = { name: '失败可重试', ...states.errorRetry };
