import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { HELP_TOPICS } from '@site/api-contract/pages';
import type { HelpTopic } from '@site/api-contract/pages';
import { AXE_EXCEPTIONS, AXE_TAGS } from './allowlist';
import { englishWords, pageTexts } from './inspect';
import type { SweepPage } from './routes';
import { darkContrastProblems, reflowProblems } from './theme-checks';

/** Who opens the page: a guest, or the demo member. */
export type Visitor = 'guest' | 'member';

/** One load of one page by one visitor, settled (quality/inspect.ts settle), as the checks see it. */
export interface Visit {
  visitor: Visitor;
  target: SweepPage;
  page: Page;
  /** The path the visitor must be on now: the page itself, or where the page sends this visitor by design. */
  expectedLanding: string;
  /**
   * The visitor is sent away from the page by design (a guest on a member page goes home or to
   * login, SPEC §4): what is on screen is another page, checked on its own visit. Checks of the
   * page's own content skip such a visit.
   */
  sentAway: boolean;
}

/**
 * One check of a visited page. The sweep loads each (visitor, page) once and runs every check
 * that applies to the visit, in the order of PAGE_CHECKS, and lists all their problems at once.
 */
export interface PageCheck {
  /** Short, for the reader of a failure. */
  name: string;
  /** Whether the check is made on this visit; on every visit when absent. */
  appliesTo?: (visit: Visit) => boolean;
  /** The problems found, one line each (none: passed). */
  run: (visit: Visit) => Promise<string[]>;
}

const shown = (visit: Visit) => !visit.sentAway;

/** The topic's title when `path` is a help topic (/help/<topic>). */
function helpTopicTitle(path: string): string | undefined {
  const topic = /^\/help\/([^/]+)$/.exec(path)?.[1];
  return topic !== undefined && Object.hasOwn(HELP_TOPICS, topic) ? HELP_TOPICS[topic as HelpTopic] : undefined;
}

/** Whether the page shows a frame of another origin (a venue's lobby on its launch page). */
function hasCrossOriginFrame(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().some((frame) => {
    if (frame === page.mainFrame()) return false;
    try {
      const url = new URL(frame.url());
      return url.protocol.startsWith('http') && url.origin !== origin;
    } catch {
      return false;
    }
  });
}

/** axe WCAG 2.2 AA on the page as it is now (light theme, phone size unless a check changed it). */
export async function axeProblems(page: Page, path: string, label = '无障碍'): Promise<string[]> {
  // Only violations are read: skipping the passes and incomplete details halves axe's time.
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS).options({ resultTypes: ['violations'] });
  // axe's frame-by-frame run, needed to reach into another site's frame (a venue's lobby), ends in
  // a blank page of its own (opened, axe injected into it once more, closed). A page without such
  // a frame is checked whole by one axe.run in the page, which reaches its same-site frames too.
  if (!hasCrossOriginFrame(page)) builder.setLegacyMode();
  const axe = await builder.analyze();
  const problems: string[] = [];
  for (const violation of axe.violations) {
    const excepted = AXE_EXCEPTIONS.some((e) => e.rule === violation.id && (e.path === undefined || e.path === path));
    if (excepted) continue;
    const nodes = violation.nodes.slice(0, 5).map((n) => `      ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join(' ').trim() ?? ''}`);
    problems.push(`${label} ${violation.id}（${violation.impact ?? ''}）：${violation.help}，${violation.nodes.length} 处\n${nodes.join('\n')}`);
  }
  return problems;
}

/**
 * The checks of every visit, in order. Console errors, uncaught exceptions and failed requests
 * are not here: the sweep listens for them over the whole visit (quality/sweep.spec.ts watch).
 *
 * To add a check (a dark-theme axe pass, a 320 px / 200 % zoom overflow check…): add an entry
 * here. A check that changes the page (colour scheme, viewport, zoom) goes after the ones that
 * read the page as first loaded, and puts back what it changed before it returns, so that the
 * checks after it see the page as loaded.
 */
export const PAGE_CHECKS: readonly PageCheck[] = [
  {
    name: '落地页',
    run: async ({ page, visitor, target, expectedLanding, sentAway }) => {
      const landed = new URL(page.url()).pathname;
      if (landed === expectedLanding) return [];
      // A guest on a member page must be sent home, or to login where the page table says so (SPEC §4).
      if (sentAway) return [`${visitor === 'guest' ? '游客' : '会员'}打开 ${target.path} 后停在 ${landed}，应被送到 ${expectedLanding}`];
      // A page that sends its visitor elsewhere was not swept: say so (expired token, guard, mobile redirect).
      return [`页面被重定向到 ${landed}（应停留在 ${expectedLanding}），本页未被检查`];
    },
  },
  {
    name: '没有错误页',
    run: async ({ page }) => ((await page.getByRole('heading', { name: '页面出错了' }).count()) > 0 ? ['页面显示「页面出错了」'] : []),
  },
  {
    name: '有中文内容',
    run: async ({ page }) => (/[\u4e00-\u9fff]/.test((await page.locator('body').textContent()) ?? '') ? [] : ['页面上没有中文内容']),
  },
  {
    // SPEC §2: Chinese only (plus the allowlist), in text and in what assistive technology reads out.
    name: '只有中文',
    run: async ({ page }) =>
      (await pageTexts(page)).flatMap((item) => {
        const words = englishWords(item.text);
        return words.length > 0 ? [`英文（${words.join(', ')}）在 ${item.kind} ${item.where}：「${item.text.slice(0, 120)}」`] : [];
      }),
  },
  {
    // Issue 21: every help topic is real text from the platform's help calls, rendered as
    // headings, paragraphs and lists (never 页面建设中). On the guest's visit (the text is the same for a member).
    name: '帮助主题正文',
    appliesTo: ({ visitor, target }) => visitor === 'guest' && helpTopicTitle(target.path) !== undefined,
    run: async ({ page, target }) => {
      const title = helpTopicTitle(target.path) ?? '';
      const problems: string[] = [];
      if ((await page.getByRole('heading', { level: 1, name: title }).count()) === 0) problems.push(`没有标题为「${title}」的一级标题`);
      const article = page.getByRole('article', { name: title });
      if (!(await article.isVisible())) return [...problems, `没有名为「${title}」的正文`];
      if ((await page.getByText('页面建设中').count()) > 0) problems.push('页面显示「页面建设中」');
      // A few paragraphs of real text, under headings.
      const paragraphs = await article.locator('p').count();
      if (paragraphs < 3) problems.push(`正文只有 ${paragraphs} 段（应至少 3 段）`);
      const headings = await article.getByRole('heading', { level: 2 }).count();
      if (headings < 2) problems.push(`正文只有 ${headings} 个二级标题（应至少 2 个）`);
      const chinese = ((await article.innerText()).match(/[\u4e00-\u9fff]/g) ?? []).length;
      if (chinese <= 300) problems.push(`正文只有 ${chinese} 个汉字（应多于 300 个）`);
      return problems;
    },
  },
  {
    name: 'axe WCAG 2.2 AA',
    appliesTo: shown,
    run: ({ page, target }) => axeProblems(page, target.path),
  },
  // Checks that change the page, last (see above). The dark pass leaves the page dark, so it goes
  // after every check that reads the light theme; reflow gives the window back.
  {
    // #40: the other axe rules do not depend on colours and ran above.
    name: '深色主题对比度',
    appliesTo: shown,
    run: ({ page, target }) => darkContrastProblems(page, (rule) => AXE_EXCEPTIONS.some((e) => e.rule === rule && (e.path === undefined || e.path === target.path))),
  },
  {
    // #40: WCAG 1.4.10 reflow and 1.4.4 resize text.
    name: '320 px 与 200% 缩放',
    appliesTo: shown,
    run: ({ page }) => reflowProblems(page),
  },
];
