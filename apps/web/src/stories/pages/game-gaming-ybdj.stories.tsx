import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageTitleOf } from '../page-sections';
import { PageStory } from '../page-story';
import { pageStates, shows } from '../page-states';
import { assertMocksParsed } from '../platform-mock';

const path = '/game/gaming/ybdj';
const states = pageStates([]);

const meta = {
  title: '页面/场馆/YB电竞',
  component: PageStory,
  args: { path },
  parameters: { layout: 'fullscreen', pagePath: path },
  afterEach: assertMocksParsed,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// A page with no platform data of its own: drawn as it is.
export const Page: Story = { name: '页面', ...states.withData, play: shows(pageTitleOf(path)) };
