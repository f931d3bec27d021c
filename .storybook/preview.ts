import type { Preview } from '@storybook/react-vite';
import '@site/ui/styles.css';
import { mswLoader } from 'msw-storybook-addon/csf3';

const preview: Preview = {
  // msw: a story's `parameters.msw.handlers` answer its network (the page stories' platform).
  loaders: [mswLoader()],
  parameters: {
    layout: 'padded',
    // The member's phone (390×844), the size the site is designed for and its pictures are taken
    // at (visual.setup.ts); the desktop for the wide layout.
    viewport: {
      options: {
        member: { name: '会员手机 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: '桌面 1440×900', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
    // addon-a11y: axe runs on every story in the panel and, in `test-stories`, fails the story's
    // test on any violation (colour contrast included: a real browser lays the page out).
    a11y: { test: 'error' },
  },
  initialGlobals: { viewport: { value: 'member', isRotated: false } },
  // Every component gets a docs page with its prop table (addon-docs).
  tags: ['autodocs'],
};

export default preview;
