import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageStory } from '../page-story';
import { pageStates, shows } from '../page-states';
import { assertMocksParsed } from '../platform-mock';

const path = '/help/bczr';
// The topic's text comes from helpDetail by its slug (fixtures/help-topics.json); the contract allows no empty topic.
const states = pageStates(['helpDetail']);

const meta = {
  title: '页面/客服与帮助/博彩责任',
  component: PageStory,
  args: { path },
  parameters: { layout: 'fullscreen', pagePath: path },
  afterEach: assertMocksParsed,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = { name: '有数据', ...states.withData, play: shows('未成年人禁止参与') };
export const Loading: Story = { name: '加载中', ...states.loading };
export const ErrorRetry: Story = { name: '失败可重试', ...states.errorRetry };
