import { describe, expect, it } from 'vitest';
import { summarizeReport } from './system.mjs';

// The closing summary of `npm test` is the tail CI keeps: it must name a failed test, not only count it.
describe('npm test summary: reports', () => {
  it('names a failed Playwright test with its file, describe path, project and first error line', () => {
    const report = {
      stats: { expected: 2, unexpected: 1, flaky: 1 },
      suites: [
        {
          file: 'chat/chat-room.spec.ts',
          specs: [{ title: 'scrolls to the newest', tests: [{ projectName: 'chromium', status: 'expected', results: [{}] }] }],
          suites: [
            {
              title: '聊天室',
              specs: [
                {
                  title: 'keeps the input',
                  tests: [
                    { projectName: 'nginx', status: 'unexpected', results: [{ error: { message: '\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: …' } }] },
                    { projectName: 'chromium', status: 'flaky', results: [{}, {}] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(summarizeReport(report)).toEqual({
      passed: 3,
      failed: 1,
      failures: ['chat/chat-room.spec.ts › keeps the input [nginx]: Error: expect(locator).toBeVisible() failed'],
    });
  });

  it('names a failed Vitest test, and a file that failed with no test of its own', () => {
    const report = {
      numPassedTests: 5,
      numFailedTests: 1,
      numRuntimeErrorTestSuites: 1,
      testResults: [
        { name: `${process.cwd()}/libs/a.test.ts`, status: 'failed', assertionResults: [{ status: 'passed', fullName: 'ok' }, { status: 'failed', fullName: 'a › counts 5 attempts', failureMessages: ['AssertionError: expected 4 to be 5\n    at …'] }] },
        { name: `${process.cwd()}/libs/b.test.ts`, status: 'failed', message: 'SyntaxError: Unexpected token', assertionResults: [] },
      ],
    };
    expect(summarizeReport(report)).toEqual({
      passed: 5,
      failed: 2,
      failures: ['libs/a.test.ts › a › counts 5 attempts: AssertionError: expected 4 to be 5', 'libs/b.test.ts: SyntaxError: Unexpected token'],
    });
  });

  it('has no failures to name for a green report', () => {
    expect(summarizeReport({ numPassedTests: 3, numFailedTests: 0, testResults: [] }).failures).toEqual([]);
  });
});
