import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageStory } from '../page-story';
import { assertMocksParsed } from '../platform-mock';
import { venueLaunchStates } from '../venue-launch-states';

const path = '/game/sport/ob';
const states = venueLaunchStates('OBTY');

const meta = {
  title: '页面/场馆/YB体育',
  component: PageStory,
  args: { path },
  parameters: { layout: 'fullscreen', pagePath: path },
  afterEach: assertMocksParsed,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// The venue launch page (venue-launch-states.ts): the lobby is a stand-in on the story's own origin.
export const Loaded: Story = { name: '已加载', ...states.loaded };
export const Loading: Story = { name: '加载中', ...states.loading };
export const ErrorRetry: Story = { name: '失败可重试', ...states.errorRetry };
export const Refused: Story = { name: '进入被拒', ...states.refused };
