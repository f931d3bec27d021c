import type { Preview } from '@storybook/react-vite';
import '@site/ui/styles.css';

const preview: Preview = {
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
