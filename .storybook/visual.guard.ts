/**
 * The visual guard's own check (issue #37): at the end of the story run, every story that passed
 * must have compared all of its pictures (visual.plan.ts: light and dark at the phone, and at
 * 1440×900 for the desktop ones). visual.setup.ts records each picture it compared in the test's
 * meta; a passed story whose record is short — its file's hooks did not run, a hook returned
 * early, a picture was left out — would otherwise count as a pass that guarded nothing. The run
 * then fails (exit code 1, so `npm test` counts the step as failed) and names every such story
 * and the pictures it is missing. The count is printed on every run.
 */
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import { plannedPictures } from './visual.plan';

/** A passed story short of pictures: where it is, and what it did not compare. */
export interface UnpicturedStory {
  story: string;
  missing: string[];
}

/** The guard's tally over the tests that ran: stories passed, pictures owed and compared, and who is short. */
export interface PictureTally {
  stories: number;
  expected: number;
  compared: number;
  unpictured: UnpicturedStory[];
}

/** What a story's test says about itself (the reporter's TestCase, narrowed to what the guard reads). */
export interface StoryTestRecord {
  name: string;
  passed: boolean;
  storyId: string | undefined;
  pictures: readonly string[] | undefined;
}

/** Counts a run's passed stories against their planned pictures. Failed and skipped stories owe none. */
export function tallyPictures(tests: Iterable<StoryTestRecord>): PictureTally {
  const tally: PictureTally = { stories: 0, expected: 0, compared: 0, unpictured: [] };
  for (const test of tests) {
    if (!test.passed) continue;
    tally.stories += 1;
    if (test.storyId === undefined) {
      // Not a story's test (addon-vitest sets the id on every one): nothing says what it should have pictured.
      tally.unpictured.push({ story: test.name, missing: ['（没有 storyId，无法知道它应拍哪些图片）'] });
      continue;
    }
    const planned = plannedPictures(test.storyId).map((picture) => picture.name);
    const taken = new Set(test.pictures ?? []);
    tally.expected += planned.length;
    tally.compared += planned.filter((name) => taken.has(name)).length;
    const missing = planned.filter((name) => !taken.has(name));
    if (missing.length > 0) tally.unpictured.push({ story: test.name, missing });
  }
  return tally;
}

/** The closing lines: one line when all is well; otherwise the failure and every story short of pictures. */
export function describeTally(tally: PictureTally): string {
  const head = `[visual guard] ${tally.compared} / ${tally.expected} 张图片已比对（${tally.stories} 个通过的故事）`;
  if (tally.unpictured.length === 0) return head;
  return [
    `${head}`,
    `[visual guard] 失败：${tally.unpictured.length} 个故事通过了测试，却没有比对它们的全部图片：`,
    ...tally.unpictured.map(({ story, missing }) => `  ✘ ${story}：缺 ${missing.join('、')}`),
  ].join('\n');
}

function record(test: TestCase): StoryTestRecord {
  const meta = test.meta();
  return { name: `${test.module.relativeModuleId} > ${test.fullName}`, passed: test.result().state === 'passed', storyId: meta.storyId, pictures: meta.pictures };
}

/** The reporter (vitest.config.ts `reporters`). */
export class PictureGuard implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const tally = tallyPictures(testModules.flatMap((module) => [...module.children.allTests()].map(record)));
    const text = describeTally(tally);
    if (tally.unpictured.length === 0) {
      console.info(text);
      return;
    }
    console.error(text);
    process.exitCode = 1;
  }
}
