import { PageStory } from './page-story';
import type { PageStoryProps } from './page-story';
import { assertMocksParsed } from './platform-mock';

/**
 * What every page story file's meta holds but its title: the page (PageStory at `path`, as the
 * demo member when the page table says so), full-screen, the page table's row it shows
 * (`pagePath`), and the contract check of every mocked reply after each story. Spread into the
 * meta beside its literal `title` (Storybook reads titles without running the file):
 * `{ title: '页面/…', ...pageMeta(path) } satisfies Meta<typeof PageStory>`.
 */
export function pageMeta(path: string, { member, pagePath = path }: { member?: boolean; pagePath?: string } = {}) {
  const args: PageStoryProps = member === undefined ? { path } : { path, member };
  return {
    component: PageStory,
    args,
    parameters: { layout: 'fullscreen', pagePath },
    afterEach: assertMocksParsed,
  };
}
