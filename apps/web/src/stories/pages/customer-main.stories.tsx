import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageTitleOf } from '../page-sections';
import { pageMeta } from '../page-meta';
import type { PageStory } from '../page-story';
import { pageStates, shows } from '../page-states';

const path = '/customer/main';
// The page's own data is the customer-service address of the display config (vvPretty): while it
// loads the page draws its fixed parts only (no loading view of its own), failing it offers 重试.
const states = pageStates(['vvPretty']);

const meta = { title: '页面/客服与帮助/在线客服（customer·main）', ...pageMeta(path) } satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = { name: '页面', ...states.withData, play: shows(pageTitleOf(path)) };
export const ErrorRetry: Story = { name: '失败可重试', ...states.errorRetry };
