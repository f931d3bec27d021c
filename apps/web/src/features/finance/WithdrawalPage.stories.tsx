import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageStory } from '../../stories/page-story';
import { pageStates, shows } from '../../stories/page-states';
import { assertMocksParsed, platformHandlers, recordedData } from '../../stories/platform-mock';

const path = '/mine/finance/withdrawal';
const states = pageStates(['withdrawalInfo']);

const meta = {
  title: '页面/资金/取款',
  component: PageStory,
  args: { path },
  parameters: { layout: 'fullscreen', pagePath: path },
  afterEach: assertMocksParsed,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// The demo member's balance, limits and bound accounts as the simulator seeds them.
export const WithData: Story = { name: '有数据', ...states.withData, play: shows('中国工商银行') };
export const Loading: Story = { name: '加载中', ...states.loading };
// No receiving account bound yet.
export const NoAccounts: Story = {
  name: '空（未绑定收款账户）',
  parameters: { msw: { handlers: platformHandlers({ withdrawalInfo: { data: { ...(recordedData('withdrawalInfo') as object), cards: [] } } }) } },
};
export const ErrorRetry: Story = { name: '失败可重试', ...states.errorRetry };
