import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
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
export const WithData: Story = {
  name: '有数据',
  ...states.withData,
  play: async (context) => {
    await shows(/\d+个平台/)(context);
    // The banners turn every few seconds: the story stops them on the first (pause, then its dot),
    // so its pictures (phone, then desktop) show the same banner however long the machine takes.
    const banners = within(context.canvasElement.querySelector<HTMLElement>('.site-carousel') ?? context.canvasElement);
    await userEvent.click(banners.getByRole('button', { name: '暂停滚动' }));
    await userEvent.click(banners.getByRole('button', { name: /^第 1 张/ }));
  },
};
// The lobby's tiles say 加载中 while the platform counts do not come (no skeleton of their own).
export const Loading: Story = { name: '加载中', ...states.loading, play: shows('加载中') };
export const ErrorRetry: Story = { name: '失败可重试', ...states.errorRetry };
