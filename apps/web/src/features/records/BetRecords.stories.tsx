import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageStory } from '../../stories/page-story';
import { pageStates, shows } from '../../stories/page-states';
import { RECORD_TEXT } from './messages';
import { assertMocksParsed, manyRows, platformHandlers } from '../../stories/platform-mock';

const path = '/mine/record/betRecord';
const states = pageStates(['betRecords'], { retryLabel: RECORD_TEXT.retry });

const meta = {
  title: '页面/记录/投注记录',
  component: PageStory,
  args: { path },
  parameters: { layout: 'fullscreen', pagePath: path },
  afterEach: assertMocksParsed,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// The simulator's seed: the demo member's bets (venues, matches, stakes) as e2e sees them.
export const WithData: Story = { name: '有数据', ...states.withData, play: shows('英超 曼城 对 利物浦') };
export const Loading: Story = { name: '加载中', ...states.loading };
export const Empty: Story = { name: '空', ...states.empty, play: shows('所选时间内暂无投注记录') };
export const ErrorRetry: Story = { name: '失败可重试', ...states.errorRetry };
export const TenThousand: Story = {
  name: '一万条',
  parameters: { msw: { handlers: platformHandlers({ betRecords: manyRows('betRecords', 10_000) }) } },
  play: shows('英超 曼城 对 利物浦'),
};
