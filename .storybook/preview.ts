import type { Preview } from '@storybook/react-vite';
import '@site/ui/styles.css';
import { mswLoader } from 'msw-storybook-addon/csf3';

const preview: Preview = {
  // msw: a story's `parameters.msw.handlers` answer its network (the page stories' platform).
  loaders: [mswLoader()],
  parameters: {
    layout: 'padded',
    viewport: { defaultViewport: 'mobile1' },
    // addon-a11y: axe runs on every story in the panel and, in `test-stories`, fails the story's
    // test on any violation (colour contrast included: a real browser lays the page out).
    a11y: { test: 'error' },
  },
  // Every component gets a docs page with its prop table (addon-docs).
  tags: ['autodocs'],
};

export default preview;
