import type { Browser, BrowserContext, BrowserContextOptions, ConsoleMessage, Page, Request, Response, TestInfo } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { EXPECTED_FAILURES } from './allowlist';
import { settle, trackNetwork } from './inspect';
import { loginDemoMember, useMemberToken } from './member';
import { PAGE_CHECKS } from './page-checks';
import type { Visit, Visitor } from './page-checks';
import { sweepPages } from './routes';
import type { SweepPage } from './routes';

// The sweep: every page of the page table (SPEC §2, @site/api-contract/pages), once as a guest and
// once as the demo member, each load checked by every check of quality/page-checks.ts that applies:
// - issue 10: a guest opens every page without a crash or 页面出错了, and a member page sends the
//   guest home, or to login where the table says so (SPEC §4);
// - issue 12: what is shown is Chinese only (plus the allowlist), no console error, no request
//   failing that the test does not expect, and axe for WCAG 2.2 AA.
// Each (visitor, page) is its own test, so a failure names its path; every problem of a visit is
// listed at once, with where it was found. A new check of a page is added to PAGE_CHECKS, and is
// then made on the same load as the others.

const PAGES = sweepPages();

/**
 * On a phone-sized window the app may send a page to /download-page unless the visitor chose the
 * web version there (apps/web/src/shell/web-version-choice.ts, kept in localStorage). Sweeping the
 * pages themselves needs that choice made.
 */
const WEB_VERSION_CHOICE_KEY = 'preferWebVersionAt';

async function newSweepContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript((key) => {
    try {
      localStorage.setItem(key, String(Date.now()));
    } catch {
      // storage off: the page shows the download page, which the sweep then reports
    }
  }, WEB_VERSION_CHOICE_KEY);
  return context;
}

interface Watch {
  problems: () => string[];
  stop: () => void;
}

/** Listens for console errors, uncaught exceptions and failed requests from now on. */
function watch(page: Page, pagePath: string): Watch {
  const problems: string[] = [];
  const expected = (url: string) => EXPECTED_FAILURES.some((f) => (f.path === undefined || f.path === pagePath) && f.url.test(url));
  // A module or style file the browser itself dropped (net::ERR_ABORTED: under load Chromium now
  // and then cancels a module preload, even one its service worker was answering, and a guest sent
  // away cancels the preloads of the page it left) is not a failed request: had the page needed it
  // and not got it, the page would show 页面出错了 (a route's chunk that does not load) or log an
  // error, which the checks catch. Any other request that fails, aborted or not, is reported.
  const droppedAsset = (request: Request) =>
    request.failure()?.errorText === 'net::ERR_ABORTED' && request.method() === 'GET' && /^\/assets\/[^/]+\.(?:js|css)$/.test(new URL(request.url()).pathname);
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() === 'error') problems.push(`控制台错误：${msg.text()}${msg.location().url ? ` (${msg.location().url})` : ''}`);
  };
  const onPageError = (error: Error) => problems.push(`未捕获异常：${error.message}`);
  const onFailed = (request: Request) => {
    if (!expected(request.url()) && !droppedAsset(request)) problems.push(`请求失败：${request.method()} ${request.url()} — ${request.failure()?.errorText ?? ''}`);
  };
  const onResponse = (response: Response) => {
    if (response.status() >= 400 && !expected(response.url())) problems.push(`请求失败：${response.request().method()} ${response.url()} — HTTP ${response.status()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  return {
    problems: () => problems,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('requestfailed', onFailed);
      page.off('response', onResponse);
    },
  };
}

/** Where the visitor must be once the page has settled. */
function landingOf(visitor: Visitor, target: SweepPage): { expectedLanding: string; sentAway: boolean } {
  if (visitor === 'guest' && target.access === 'member') return { expectedLanding: target.guestTo === 'login' ? '/user/login' : '/', sentAway: true };
  // A page that sends the visitor on by design (the page table's forwardsTo): the page it lands on is checked.
  return { expectedLanding: target.forwardsTo ?? target.path, sentAway: false };
}

/** One load of the page, settled, then every check that applies; all problems in one assertion. */
async function sweep(context: BrowserContext, visitor: Visitor, target: SweepPage, testInfo: TestInfo): Promise<void> {
  // A page and its axe check outlasted 30 s at load 20 on 2 cores (issue #41 item 9's contention
  // run). The ceiling is tripled; nothing waits for time (settle waits for states, bounded).
  testInfo.slow();
  const page = await context.newPage();
  try {
    const watcher = watch(page, target.path);
    const network = trackNetwork(page);
    // Up to the parsed HTML (its boot view marked busy): settle waits for what the checks need.
    const response = await page.goto(target.path, { waitUntil: 'domcontentloaded' });
    expect(response?.status(), `${target.path} 的文档请求`).toBe(200);
    await settle(page, network);
    network.stop();

    const visit: Visit = { visitor, target, page, ...landingOf(visitor, target) };
    const problems: string[] = [];
    for (const check of PAGE_CHECKS) {
      if (check.appliesTo && !check.appliesTo(visit)) continue;
      problems.push(...(await check.run(visit)));
    }
    watcher.stop();
    problems.push(...watcher.problems());
    if (problems.length > 0) {
      await page.screenshot({ path: testInfo.outputPath('page.png'), fullPage: true }).catch(() => undefined);
    }
    // The message carries the whole list; the count keeps the assertion's own diff short.
    expect(problems.length, `${target.path}（${page.url()}）有 ${problems.length} 个问题:\n  ${problems.join('\n  ')}\n`).toBe(0);
  } finally {
    await page.close();
  }
}

// One browser context per visitor (a new page per test): a fresh context per page costs more than
// the page itself, and the pages of a visitor share the same storage state anyway.
test.describe('质量巡检 · 游客', () => {
  let context: BrowserContext;
  test.beforeAll(async ({ browser, contextOptions }) => {
    context = await newSweepContext(browser, contextOptions);
  });
  test.afterAll(async () => {
    await context.close();
  });
  for (const target of PAGES) {
    test(`游客 ${target.path}`, async () => {
      await sweep(context, 'guest', target, test.info());
    });
  }
});

test.describe('质量巡检 · 会员', () => {
  let context: BrowserContext;
  test.beforeAll(async ({ browser, contextOptions, playwright, baseURL }) => {
    const request = await playwright.request.newContext();
    const token = await loginDemoMember(request, baseURL ?? '');
    await request.dispose();
    context = await newSweepContext(browser, contextOptions);
    await useMemberToken(context, baseURL ?? '', token);
  });
  test.afterAll(async () => {
    await context.close();
  });
  for (const target of PAGES) {
    test(`会员 ${target.path}`, async () => {
      await sweep(context, 'member', target, test.info());
    });
  }
});
