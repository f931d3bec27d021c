import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageTitleOf } from '../page-sections';
import { PageStory } from '../page-story';
import { pageStates, shows } from '../page-states';
import { assertMocksParsed } from '../platform-mock';

const path = '/customer/instead';
// The window's first stop waits for the display config's service address (vvPretty), then sends the
// window on: the recorded one is the site's own service page. Failing, it offers 重新连接.
const states = pageStates(['vvPretty'], { retryLabel: '重新连接' });

const meta = {
  title: '页面/客服与帮助/正在连接客服',
  component: PageStory,
  args: { path },
  parameters: { layout: 'fullscreen', pagePath: path },
  afterEach: assertMocksParsed,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// While the address comes: the service's heading block (as in the HTML) and the wait.
export const Page: Story = { name: '页面', ...states.loading, play: shows('正在为您连接在线客服，请稍候…') };
// The address came: the window is on the service page, the heading block where it was.
export const Forwarded: Story = { name: '转到客服', ...states.withData, play: shows(pageTitleOf('/customer/main')) };
export const ErrorRetry: Story = { name: '失败可重试', ...states.errorRetry };
