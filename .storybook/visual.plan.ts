/**
 * Which pictures a story owes the visual guard (issue #37 item 5): shared by the browser side that
 * takes and compares them (visual.setup.ts) and the run's closing check that every passed story
 * compared all of them (visual.guard.ts). No DOM here: the closing check runs in Node.
 */

/**
 * Dark pictures on or off: the one switch of the dark half of the guard. On since tokens.css has
 * its dark colours (0d2d6ae, issue #40). Turned off, no `-dark` picture is taken or compared and
 * the light pictures are exactly as before (the `-dark` baselines are then left unused).
 */
export const DARK_PICTURES = true;

/** Stories pictured at 1440×900 as well: the shell (the home page) and three key pages. */
export const DESKTOP: ReadonlySet<string> = new Set(['页面-首页与游戏-首页--with-data', '页面-记录-投注记录--with-data', '页面-资金-存款--with-data', '页面-我的-我的--with-data']);

/** The picture's file name: the story's export, kebab-cased by Storybook (the part of its id after `--`). */
export function pictureName(storyId: string): string {
  return storyId.slice(storyId.lastIndexOf('--') + 2);
}

/** One picture of a story: its baseline's name and the viewport it is taken at. */
export interface PlannedPicture {
  name: string;
  viewport: 'phone' | 'desktop';
  theme: 'light' | 'dark';
}

/**
 * Every picture a passed story must have compared, in the order they are taken: light then dark
 * (DARK_PICTURES) at the phone, and the same at 1440×900 for the DESKTOP stories.
 */
export function plannedPictures(storyId: string): PlannedPicture[] {
  const base = pictureName(storyId);
  const viewports: PlannedPicture['viewport'][] = DESKTOP.has(storyId) ? ['phone', 'desktop'] : ['phone'];
  const themes: PlannedPicture['theme'][] = DARK_PICTURES ? ['light', 'dark'] : ['light'];
  return viewports.flatMap((viewport) =>
    themes.map((theme) => ({ viewport, theme, name: `${base}${viewport === 'desktop' ? '-1440' : ''}${theme === 'dark' ? '-dark' : ''}` })),
  );
}

declare module 'vitest' {
  interface TaskMeta {
    /** Set by addon-vitest on every story's test. */
    storyId?: string;
    /** The pictures this story's test compared with their baselines (or wrote, with --update), in order. */
    pictures?: string[];
  }
}
