import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { pageMeta } from '../page-meta';
import type { PageStory } from '../page-story';
import { PAGE_TIMEOUT, pageStates, shows } from '../page-states';
import { recordedData } from '../platform-mock';

const path = '/mine/userInfo';
const states = pageStates(['memberInfo']);

const meta = { title: '页面/我的/个人资料', ...pageMeta(path) } satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const member = recordedData('memberInfo') as { nickName: string };

/**
 * The profile as the member sees it once everything has come: the recorded member's rows and the
 * change-password form, whose code loads after the profile (lazy). Waiting for the page's title
 * alone (drawn by the bar before any data) let the picture be taken while the rows or the form
 * were still skeletons: the picture then waited for the page to settle, 2.6–7.7 s of a story on a
 * loaded machine, and failed when it did not settle in time.
 */
export const WithData: Story = {
  name: '有数据',
  ...states.withData,
  play: async (context) => {
    await shows(member.nickName)(context);
    await within(context.canvasElement).findByRole('form', { name: '修改密码表单' }, { timeout: PAGE_TIMEOUT });
    await waitFor(() => expect(context.canvasElement.ownerDocument.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: PAGE_TIMEOUT });
  },
};
export const Loading: Story = { name: '加载中', ...states.loading };
export const ErrorRetry: Story = { name: '失败可重试', ...states.errorRetry };
