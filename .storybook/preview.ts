import type { Decorator, Preview } from '@storybook/react-vite';
import { createElement, Fragment, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import '@site/ui/styles.css';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { THEMES, applyTheme } from './theme';
import type { Theme } from './theme';

function ThemeRoot({ theme, children }: { theme: Theme; children: ReactNode }) {
  // Before the browser paints the story; taken off again when the story (or the theme) changes,
  // so that the next story starts from the page's own <html>.
  useLayoutEffect(() => applyTheme(theme), [theme]);
  return createElement(Fragment, null, children);
}

/** 主题: the toolbar's choice (globals.theme) as <html data-theme>, which switches tokens.css's colours. */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals['theme'] as Theme | undefined) ?? 'light';
  return createElement(ThemeRoot, { theme, children: createElement(Story) });
};

const preview: Preview = {
  // msw: a story's `parameters.msw.handlers` answer its network (the page stories' platform).
  loaders: [mswLoader()],
  decorators: [withTheme],
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
  // The toolbar's 主题 menu (issue #40): 浅色 / 深色, for every story and docs page.
  globalTypes: {
    theme: {
      description: '主题：<html data-theme>（tokens.css 的浅色 / 深色变量）',
      toolbar: { title: '主题', icon: 'contrast', items: THEMES.map(({ value, title }) => ({ value, title })), dynamicTitle: true },
    },
  },
  initialGlobals: { viewport: { value: 'member', isRotated: false }, theme: 'light' },
  // Every component gets a docs page with its prop table (addon-docs).
  tags: ['autodocs'],
};

export default preview;
