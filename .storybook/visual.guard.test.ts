import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestModule } from 'vitest/node';
import { PictureGuard, describeTally, tallyPictures } from './visual.guard';
import type { StoryTestRecord } from './visual.guard';

const PHONE_STORY = '页面-活动-优惠活动--with-data';
const DESKTOP_STORY = '页面-首页与游戏-首页--with-data';

function story(storyId: string, pictures: string[] | undefined, passed = true): StoryTestRecord {
  return { name: `x.stories.tsx > ${storyId}`, passed, storyId, pictures };
}

describe('the visual guard’s closing check', () => {
  it('is satisfied when every passed story compared its light and dark pictures (and its 1440 pair)', () => {
    const tally = tallyPictures([story(PHONE_STORY, ['with-data', 'with-data-dark']), story(DESKTOP_STORY, ['with-data', 'with-data-dark', 'with-data-1440', 'with-data-1440-dark'])]);
    expect(tally).toEqual({ stories: 2, expected: 6, compared: 6, unpictured: [] });
    expect(describeTally(tally)).toBe('[visual guard] 6 / 6 张图片已比对（2 个通过的故事）');
  });

  it('names a passed story whose hooks never ran (no pictures recorded at all)', () => {
    const tally = tallyPictures([story(PHONE_STORY, ['with-data', 'with-data-dark']), story('页面-活动-优惠活动--empty', undefined)]);
    expect(tally.compared).toBe(2);
    expect(tally.expected).toBe(4);
    expect(tally.unpictured).toEqual([{ story: 'x.stories.tsx > 页面-活动-优惠活动--empty', missing: ['empty', 'empty-dark'] }]);
    expect(describeTally(tally)).toContain('✘ x.stories.tsx > 页面-活动-优惠活动--empty：缺 empty、empty-dark');
  });

  it('names a picture left out of a story that took the others (a dark one, a desktop one)', () => {
    const tally = tallyPictures([story(PHONE_STORY, ['with-data']), story(DESKTOP_STORY, ['with-data', 'with-data-dark', 'with-data-1440'])]);
    expect(tally.unpictured.map((entry) => entry.missing)).toEqual([['with-data-dark'], ['with-data-1440-dark']]);
  });

  it('asks nothing of a failed story (it already fails) and names a passed test with no story id', () => {
    const tally = tallyPictures([story(PHONE_STORY, undefined, false), { name: 'y.stories.tsx > 无名', passed: true, storyId: undefined, pictures: undefined }]);
    expect(tally.stories).toBe(1);
    expect(tally.unpictured).toHaveLength(1);
    expect(tally.unpictured[0]?.story).toBe('y.stories.tsx > 无名');
  });
});

describe('PictureGuard (the reporter)', () => {
  const exitCode = process.exitCode;
  afterEach(() => {
    process.exitCode = exitCode;
  });

  /** A module of the run as the reporter sees it: only what the guard reads of Vitest's TestModule. */
  function moduleOf(tests: { storyId: string; state: string; pictures?: string[] }[]): TestModule {
    const cases = tests.map((test) => ({
      module: { relativeModuleId: 'apps/web/src/x.stories.tsx' },
      fullName: test.storyId,
      result: () => ({ state: test.state }),
      meta: () => ({ storyId: test.storyId, pictures: test.pictures }),
    }));
    // Vitest's TestModule has far more than the guard reads; this stands in for the two calls it makes.
    return { children: { allTests: () => cases.values() } } as unknown as TestModule;
  }

  it('fails the run (exit code 1) and names the story when a passed story skipped a picture', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    process.exitCode = 0;
    new PictureGuard().onTestRunEnd([moduleOf([{ storyId: PHONE_STORY, state: 'passed', pictures: ['with-data'] }])]);
    expect(process.exitCode).toBe(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`apps/web/src/x.stories.tsx > ${PHONE_STORY}：缺 with-data-dark`));
  });

  it('leaves the exit code alone when every passed story compared its pictures', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    process.exitCode = 0;
    new PictureGuard().onTestRunEnd([moduleOf([{ storyId: PHONE_STORY, state: 'passed', pictures: ['with-data', 'with-data-dark'] }, { storyId: DESKTOP_STORY, state: 'failed' }])]);
    expect(process.exitCode).toBe(0);
    expect(info).toHaveBeenCalledWith('[visual guard] 2 / 2 张图片已比对（1 个通过的故事）');
  });
});
