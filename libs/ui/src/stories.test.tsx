import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';

// Every story file in the library, found the way Storybook finds them, so a new story is tested
// without anyone remembering to list it here.
type StoryModule = Parameters<typeof composeStories>[0];
const storyModules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });
const componentFiles = Object.keys(import.meta.glob('./**/[A-Z]*.tsx', { eager: true })).filter(
  (file) => !/\.(stories|test)\.tsx$/.test(file),
);

const cases = Object.entries(storyModules).flatMap(([file, module]) =>
  Object.entries(composeStories(module)).map(([name, Story]) => ({
    title: `${file} › ${name}`,
    // A glob cannot know each module's args; every composed story renders with its own.
    Story: Story as ComponentType,
  })),
);

describe('stories', () => {
  afterEach(cleanup);

  it('every component has a story file', () => {
    const missing = componentFiles.filter((file) => !(file.replace(/\.tsx$/, '.stories.tsx') in storyModules));
    expect(missing).toEqual([]);
    expect(componentFiles.length).toBeGreaterThan(0);
  });

  it.each(cases)('$title renders and has no axe violations', async ({ Story }) => {
    // A component always sits inside a page's landmarks; <main> stands in for the page here.
    const { container } = render(
      <main>
        <Story />
      </main>,
    );
    expect(container.childElementCount + document.body.childElementCount).toBeGreaterThan(0);
    // jsdom does no layout, so axe cannot compute colours: the tokens are chosen for AA contrast
    // (ratios noted in tokens.css) and colour is checked in a real browser instead.
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`)).toEqual([]);
  });
});
