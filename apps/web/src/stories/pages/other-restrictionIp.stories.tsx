import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageStory } from '../page-story';
import { pageStates } from '../page-states';
import { assertMocksParsed } from '../platform-mock';

const path = '/other/restrictionIp';
const states = pageStates([]);

const meta = {
  title: '页面/服务页/访问受限',
  component: PageStory,
  args: { path },
  parameters: { layout: 'fullscreen', pagePath: path },
  afterEach: assertMocksParsed,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// A page with no platform data of its own: drawn as it is.
// A service page draws its own notice, not the table's title: rendered and checked by axe.
export const Page: Story = { name: '页面', ...states.withData };
