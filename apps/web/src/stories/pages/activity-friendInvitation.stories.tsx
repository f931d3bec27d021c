import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageTitleOf } from '../page-sections';
import { PageStory } from '../page-story';
import { pageStates, shows } from '../page-states';
import { assertMocksParsed } from '../platform-mock';

const path = '/activity/friendInvitation';
const states = pageStates(['inviteInfo']);

const meta = {
  title: '页面/活动/邀请好友',
  component: PageStory,
  args: { path },
  parameters: { layout: 'fullscreen', pagePath: path },
  afterEach: assertMocksParsed,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = { name: '有数据', ...states.withData, play: shows(pageTitleOf(path)) };
export const Loading: Story = { name: '加载中', ...states.loading };
// The page offers no retry button when its data fails (found by this story): the failure as drawn.
export const Error: Story = { name: '失败', ...states.error };
