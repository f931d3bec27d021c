import { API_PATHS, API_SCHEMAS, HELP_SLUGS, helpDetailSchema } from '@site/api-contract';
import { HELP_TOPICS, PAGES } from '@site/api-contract/pages';
import { describe, expect, it } from 'vitest';
import { testSim } from '../testing';
import { HELP_DOCS, HELP_GROUPS, HELP_INDEX, linkTargets, plainText } from './index';

/**
 * Latin words the site's pages may show (the e2e sweep's allowlist, apps/web-e2e quality/allowlist):
 * a help text that used another one would fail the sweep of its page.
 */
const LATIN_ALLOWED = new Set(['VIP', 'USDT', 'TRC20', 'ERC20', 'IM', 'YB', 'FB', 'OB', 'PG', 'AG', 'EBpay', 'KOIpay', 'EB']);
/** A page that help may link before it exists (the responsible-play tools were one until issue 22 landed). */
const FUTURE_PAGES = new Set<string>();

const pagePaths = new Set(PAGES.map((page) => page.path));

describe('help centre content', () => {
  it('has one text for each of the 21 topics of SPEC §2, titled as the page table names the page', () => {
    expect(HELP_DOCS.map((doc) => doc.slug).sort()).toEqual([...HELP_SLUGS].sort());
    for (const doc of HELP_DOCS) expect(doc.title).toBe(HELP_TOPICS[doc.slug]);
  });

  it('lists the topics group by group: 新手入门, 存取款, 游戏指南, 关于我们', () => {
    const groups = HELP_INDEX.map((row) => row.group);
    expect([...new Set(groups)]).toEqual([...HELP_GROUPS]);
    // Each group is one run: a group never comes back after another has started.
    expect(groups).toEqual([...groups].sort((a, b) => HELP_GROUPS.indexOf(a) - HELP_GROUPS.indexOf(b)));
    expect(HELP_INDEX.filter((row) => row.group === '存取款').map((row) => row.slug)).toEqual(['ck', 'qk', 'zz', 'xnbcqkjc']);
  });

  it.each(HELP_DOCS.map((doc) => [doc.slug, doc] as const))('%s: a few paragraphs of real text with headings, valid by the contract', (_slug, doc) => {
    expect(helpDetailSchema.safeParse(doc).success).toBe(true);
    expect(doc.blocks.filter((b) => b.type === 'p').length).toBeGreaterThanOrEqual(2);
    expect(doc.blocks.filter((b) => b.type === 'h').length).toBeGreaterThanOrEqual(2);
    expect(plainText(doc.blocks).length).toBeGreaterThanOrEqual(400);
    expect(doc.summary.length).toBeGreaterThan(5);
  });

  it.each(HELP_DOCS.map((doc) => [doc.slug, doc] as const))('%s: links only to pages of the site', (_slug, doc) => {
    for (const href of linkTargets(doc.blocks)) {
      const path = href.split(/[?#]/)[0] ?? '';
      expect(pagePaths.has(path) || FUTURE_PAGES.has(path), `${doc.slug} → ${href}`).toBe(true);
    }
  });

  it.each(HELP_DOCS.map((doc) => [doc.slug, doc] as const))('%s: Chinese only, apart from the names the site allows', (_slug, doc) => {
    const words = `${doc.title}\n${doc.summary}\n${plainText(doc.blocks)}`.match(/[A-Za-z][A-Za-z0-9]*(?:['’-][A-Za-z0-9]+)*/g) ?? [];
    expect(words.filter((w) => w.replace(/[^A-Za-z]/g, '').length >= 2 && !LATIN_ALLOWED.has(w))).toEqual([]);
  });

  it('states the limits the simulator enforces: deposit channels, withdrawal range and daily count', () => {
    const text = (slug: string) => plainText(HELP_DOCS.find((d) => d.slug === slug)?.blocks ?? []);
    expect(text('ck')).toContain('银行卡转账：100 - 50,000 元');
    expect(text('ck')).toContain('支付宝：50 - 20,000 元');
    expect(text('ck')).toContain('微信：50 - 10,000 元');
    expect(text('ck')).toContain('15 分钟');
    expect(text('qk')).toContain('单笔取款：100 - 50,000 元');
    expect(text('qk')).toContain('普通会员每天 5 次');
    expect(text('xnbcqkjc')).toContain('TRC20 地址以 T 开头，共 34 位');
    expect(text('bczr')).toContain('18 周岁');
  });

  it('the privacy policy names what the site keeps on the device: login, device id, fingerprint, the offline cache', () => {
    const text = plainText(HELP_DOCS.find((d) => d.slug === 'ysgz')?.blocks ?? []);
    for (const word of ['登录凭证', '设备标识', '设备指纹', '本地存储', '小型文本文件', '离线缓存', '365 天']) expect(text).toContain(word);
  });
});

describe('help calls', () => {
  it('helpList answers every topic with its group, summary and searchable text', async () => {
    const sim = testSim();
    const reply = await sim.call(API_PATHS.helpList, {});
    const rows = API_SCHEMAS.helpList.reply.parse(reply.data);
    expect(rows).toHaveLength(21);
    expect(rows.find((r) => r.slug === 'xnbcqkjc')).toMatchObject({ title: '虚拟币存取款教程', group: '存取款' });
    expect(rows.find((r) => r.slug === 'xnbcqkjc')?.text).toContain('链类型');
    sim.close();
  });

  it('helpDetail answers the structured blocks of a topic, with links to the pages it names', async () => {
    const sim = testSim();
    const reply = await sim.call(API_PATHS.helpDetail, { slug: 'xnbcqkjc' });
    const doc = API_SCHEMAS.helpDetail.reply.parse(reply.data);
    expect(doc.title).toBe('虚拟币存取款教程');
    expect(doc.blocks.some((b) => b.type === 'steps')).toBe(true);
    expect(linkTargets(doc.blocks)).toEqual(expect.arrayContaining(['/mine/finance/deposit', '/mine/virtualCoinCard', '/mine/finance/withdrawal']));
    const unknown = await sim.call(API_PATHS.helpDetail, { slug: 'nope' });
    expect(unknown.status_code).not.toBe(6000);
    expect(sim.ctx.violations).toEqual([]);
    sim.close();
  });
});
