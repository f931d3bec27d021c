import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageTitleOf } from '../page-sections';
import { PageStory } from '../page-story';
import { pageStates, shows } from '../page-states';
import { assertMocksParsed } from '../platform-mock';

const path = '/mine/feedback';
const states = pageStates(['feedbackList']);

const meta = {
  title: '页面/我的/意见反馈',
  component: PageStory,
  args: { path },
  parameters: { layout: 'fullscreen', pagePath: path },
  afterEach: assertMocksParsed,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = { name: '有数据', ...states.withData, play: shows(pageTitleOf(path)) };
// The form tab stands while the member's feedback list loads in the other tab.
export const Loading: Story = { name: '加载中', ...states.loading, play: shows('提交反馈') };
export const Empty: Story = { name: '空', ...states.empty };
// The page offers no retry button when its data fails (found by this story): the failure as drawn.
export const Error: Story = { name: '失败', ...states.error };
