/**
 * Pictures as a guard (issue #37 item 5), in the same Vitest browser run as the story tests
 * (.storybook/vitest.config.ts `setupFiles`): once a story has rendered, played and passed axe, its
 * picture is taken and compared with the committed baseline in .storybook/visual/ by Vitest's
 * `toMatchScreenshot` (pixelmatch; the thresholds are in vitest.config.ts). A mismatch fails the
 * story's test and leaves the actual picture and the diff in dist/visual-diff/.
 * `npm run test:visual -- --update` writes new baselines.
 *
 * Every story is pictured at the member's phone (390×844, preview.ts's viewport); the shell and
 * three key pages are pictured a second time at 1440×900 (DESKTOP in visual.plan.ts).
 *
 * Both themes (issue #40), when DARK_PICTURES is on: after a story's light picture the page is
 * switched to `<html data-theme="dark">` — CSS only, the story is not rendered or played again —
 * and pictured against its own baseline `<story>-dark.png` (`<story>-1440-dark.png`), and axe's
 * colour-contrast rule runs on the dark page (addon-a11y's run covers the light one).
 *
 * Pinned so that the pictures depend on the code only:
 * - the clock: every story starts at 2026-11-23 10:00 Beijing, the moment the page stories'
 *   replies were recorded at (.storybook/fixtures/record.ts), and runs on from there;
 * - live timers (role="timer") hidden while pictured, their box kept;
 * - animations and transitions (finished or stopped by `toMatchScreenshot`'s own
 *   `animations: 'disabled'`) and the text caret (`caret: 'hide'`);
 * - the fonts: the preview's font stack (preview-head.html) meets Debian's fonts-noto-cjk first
 *   on this machine; the picture waits for `document.fonts.ready`;
 * - the data: the recorded platform replies (msw), never the network.
 */
import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { applyTheme } from './theme';
import { plannedPictures } from './visual.plan';

export { DARK_PICTURES } from './visual.plan';

/** 2026-11-23 10:00 in Beijing (UTC+8): the recording's clock. */
export const STORY_NOW = Date.UTC(2026, 10, 23, 2, 0, 0);

// A clock that starts at STORY_NOW at the start of every story and then runs at the real pace
// (a frozen clock would stop countdowns and timeouts that the play functions wait for).
//
// It is the page's clock from a story file's first story (beforeEach) to the end of the file
// (afterAll), never between files: Vitest's browser runner names each story file's fresh import
// of this setup file by `Date.now()` (`visual.setup.ts?browserv=<ms>`), and with the story clock
// left in place that number was "10:00 Beijing + the time since the last story started", which
// repeats from file to file. A repeated name is a module the page already has: this file did not
// run again, its hooks were not registered for that story file, and its stories passed without
// any picture (the guard's defect of #37: four files in one full run, 优惠活动 in another; 3 files,
// 11 stories in a logged run of 414). The real clock between files gives every import its own
// name; visual.guard.ts fails the run if a story still ends without its pictures.
//
// The setup runs again for every story file in the one page (vitest.config.ts `isolate: false`):
// the real clock is kept from the first time, so the story clock never wraps itself.
const scope = globalThis as typeof globalThis & { __realDate?: DateConstructor };
const RealDate = (scope.__realDate ??= Date);
let offset = 0;
class StoryDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offset);
    // The Date constructor's own overloads (a value, or year, month, …): passed on as given.
    else super(...(args as ConstructorParameters<typeof RealDate>));
  }
  static override now(): number {
    return RealDate.now() + offset;
  }
}

// The picture is the viewport: while it is taken the body is exactly the viewport's size (a
// dialog's story has only fixed-position content, a short component's story a short body; a long
// page is pictured above the fold, as a member first sees it).
if (!document.getElementById('visual-pin')) {
  const pin = document.createElement('style');
  pin.id = 'visual-pin';
  // A live timer (role="timer": 好友投注冲榜's countdown) reads the time of the picture, not of the
  // code: it is hidden while the picture is taken (its box stays), or the picture would depend on
  // how long the page took to draw on a loaded machine. A textarea's resize grip is Chromium's own
  // drawing, not the site's, and Debian's builds draw it a pixel apart (意见反馈's dark pictures
  // failed on 150.0.7871.100): it is left out of the picture.
  pin.textContent =
    'html.visual-picture body { height: 100vh; overflow: hidden; box-sizing: border-box; } html.visual-picture [role="timer"] { visibility: hidden; } html.visual-picture textarea { resize: none; }';
  document.head.append(pin);
}

// What the page's own elements carried before any story ran: a story's app sets the skin, the
// language and classes on <html> and <body> (data-skin, lang), and every story file runs in the
// same page, so each story starts from these again rather than from whatever the last one left.
const scopeAttrs = globalThis as typeof globalThis & { __visualInitialAttrs?: Record<'html' | 'body', [string, string][]> };
const attrsOf = (element: Element): [string, string][] => [...element.attributes].map((attr) => [attr.name, attr.value]);
const initialAttrs = (scopeAttrs.__visualInitialAttrs ??= { html: attrsOf(document.documentElement), body: attrsOf(document.body) });
function restoreAttrs(element: Element, attrs: [string, string][]): void {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
  for (const [name, value] of attrs) element.setAttribute(name, value);
}

beforeEach(() => {
  offset = STORY_NOW - RealDate.now();
  globalThis.Date = StoryDate as DateConstructor;
  restoreAttrs(document.documentElement, initialAttrs.html);
  restoreAttrs(document.body, initialAttrs.body);
});

interface StoryTestContext {
  task: { name: string; result?: { state?: string; errors?: unknown[] }; meta: { storyId?: string; pictures?: string[] } };
  story?: { id: string };
}

/** Takes the picture and compares it with its baseline (writes it, with --update); a mismatch throws. */
async function picture(name: string): Promise<void> {
  await document.fonts.ready;
  document.documentElement.classList.add('visual-picture');
  try {
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name);
  } finally {
    document.documentElement.classList.remove('visual-picture');
  }
}

/** What addon-a11y leaves out of its axe run: Storybook's own elements. */
const AXE_EXCLUDE = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

/** axe's colour-contrast rule on the page as it is now (the dark theme); fails with each node's summary. */
async function expectDarkContrast(): Promise<void> {
  const axe = (await import('axe-core')).default;
  const result = await axe.run({ include: [document.body], exclude: AXE_EXCLUDE }, { runOnly: { type: 'rule', values: ['color-contrast'] }, resultTypes: ['violations'] });
  const found = result.violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`));
  expect(found, '深色主题下的颜色对比度（axe color-contrast）').toEqual([]);
}

/**
 * The story again in the dark theme, pictured as `name` (`<story>-dark`): only <html data-theme>
 * changes (the tokens are CSS custom properties), the styles are recomputed and one frame drawn,
 * then the picture and the contrast.
 */
async function darkPicture(name: string): Promise<void> {
  const root = document.documentElement;
  // Its "light" picture would have been a dark one, and its dark picture the same again.
  if (root.getAttribute('data-theme') === 'dark') throw new Error('故事自己设了深色主题（data-theme="dark"）：它的浅色图片无法拍摄，请去掉故事里的主题设置');
  const restore = applyTheme('dark', root);
  try {
    getComputedStyle(root).getPropertyValue('color');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await picture(name);
    await expectDarkContrast();
  } finally {
    restore();
  }
}

/**
 * Every picture the story owes (visual.plan.ts), taken and compared in order; each one compared is
 * recorded in the test's meta (`pictures`), where visual.guard.ts counts them at the end of the run.
 */
async function pictures(storyId: string, meta: StoryTestContext['task']['meta']): Promise<void> {
  const taken = (meta.pictures = [] as string[]);
  for (const planned of plannedPictures(storyId)) {
    if (planned.viewport === 'desktop') await page.viewport(1440, 900);
    if (planned.theme === 'light') await picture(planned.name);
    else await darkPicture(planned.name);
    taken.push(planned.name);
  }
}

afterEach(async (context) => {
  const { task, story } = context as unknown as StoryTestContext;
  // A story that failed already says why; its pictures would only add noise (visual.guard.ts
  // expects none of a failed story). A story skipped by its tags has none either.
  if (task.result?.state === 'fail' || task.result?.state === 'skip') return;
  // Every test of a story file is a story's (addon-vitest): one without its story object would
  // otherwise pass with no picture at all.
  if (!story) throw new Error(`「${task.name}」的测试没有故事对象（addon-vitest 的 context.story）：无法拍摄和比对它的图片`);
  await pictures(story.id, task.meta);
});

// The real clock once the file's stories are done, while the runner imports the next file (see StoryDate above).
afterAll(() => {
  globalThis.Date = RealDate;
});
