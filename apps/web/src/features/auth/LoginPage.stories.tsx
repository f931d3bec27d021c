import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageStory } from '../../stories/page-story';
import { pageStates, PAGE_TIMEOUT } from '../../stories/page-states';
import { assertMocksParsed } from '../../stories/platform-mock';
import { expect } from 'storybook/test';

const path = '/user/login';
const states = pageStates(['captcha']);

const meta = {
  title: '页面/账户/登录',
  component: PageStory,
  args: { path },
  parameters: { layout: 'fullscreen', pagePath: path },
  afterEach: assertMocksParsed,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// The login form needs no platform data to draw; the member types their name and password.
export const Form: Story = {
  name: '登录表单',
  ...states.withData,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('用户名', {}, { timeout: PAGE_TIMEOUT }), 'demo888');
    await userEvent.type(canvas.getByLabelText('密码'), 'Demo@2026');
    await expect(canvas.getByLabelText('用户名')).toHaveValue('demo888');
    await expect(canvas.getByRole('button', { name: '登录' })).toBeEnabled();
  },
};
