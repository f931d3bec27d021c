import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { API_PATHS } from '@site/api-contract';
import type { ApiPathKey } from '@site/api-contract';
import { call, control, login, signIn } from '../money/money-api';
import { AXE_TAGS } from '../quality/allowlist';

// Issue 19: the record lists and the points mall against the simulator's seeded demo member
// (six months of history, thousands of rows).

test.describe.configure({ mode: 'serial' });

let token = '';
test.beforeAll(async ({ request }) => {
  await control(request, 'reset');
  token = await login(request);
});
test.beforeEach(async ({ context, baseURL }) => {
  await signIn(context, baseURL ?? '', token);
});

interface PageBody {
  pageNum: number;
  pageSize: number;
  startTime: number;
  endTime: number;
  [key: string]: unknown;
}
interface PageReply {
  list: { id: number }[];
  total: number;
  summary: Record<string, number>;
}

/** WCAG 2.2 AA problems on the page as it is now (an open sheet included). */
async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const bodyOf = (r: Request) => r.postDataJSON() as PageBody;
const waitForPage = (page: Page, key: ApiPathKey, pageNum = 1) =>
  page.waitForRequest((r) => r.url().endsWith(API_PATHS[key]) && bodyOf(r).pageNum === pageNum);

/** What the platform answers to the same request the page sent. */
async function platform(request: import('@playwright/test').APIRequestContext, key: ApiPathKey, body: PageBody): Promise<PageReply> {
  const reply = await call<PageReply>(request, key, body, token);
  expect(reply.status_code).toBe(6000);
  return reply.data;
}

const LISTS: { path: string; key: ApiPathKey; count: string }[] = [
  { path: '/mine/record/transRecord', key: 'transactionRecords', count: '笔数' },
  { path: '/mine/record/betRecord', key: 'betRecords', count: '注单数' },
  { path: '/mine/record/giftRecord', key: 'giftRecords', count: '笔数' },
  { path: '/mine/record/welfare', key: 'welfareRecords', count: '笔数' },
  { path: '/mine/record/currencyRecord', key: 'currencyRecords', count: '笔数' },
  { path: '/mine/mall/record', key: 'mallOrders', count: '兑换次数' },
  { path: '/mine/mall/coinRecord', key: 'coinRecords', count: '笔数' },
];

test('every record list shows the demo member’s seeded rows and the totals of its range', async ({ page, request }) => {
  test.setTimeout(120_000);
  for (const list of LISTS) {
    const sent = waitForPage(page, list.key);
    await page.goto(list.path);
    const expected = await platform(request, list.key, bodyOf(await sent));
    expect(expected.total, list.path).toBeGreaterThan(0);
    await expect(page.getByTestId('record-row').first(), list.path).toBeVisible();
    await expect(page.getByTestId(`summary-${list.count}`), list.path).toHaveText(expected.summary['count']?.toLocaleString('en-US') ?? '');
    await expect(page.getByText('页面建设中')).toHaveCount(0);
  }
});

test('changing the range changes the request and the totals; the filter survives a reload', async ({ page, request }) => {
  const first = waitForPage(page, 'betRecords');
  await page.goto('/mine/record/betRecord');
  const week = bodyOf(await first);
  const weekly = await platform(request, 'betRecords', week);
  await expect(page.getByTestId('summary-注单数')).toHaveText(weekly.summary['count']?.toLocaleString('en-US') ?? '');

  const again = waitForPage(page, 'betRecords');
  await page.getByRole('button', { name: '今天' }).click();
  const today = bodyOf(await again);
  expect(today.startTime).toBeGreaterThan(week.startTime);
  expect(today.endTime).toBe(week.endTime);
  expect(today.endTime - today.startTime).toBe(86_400_000 - 1);
  const daily = await platform(request, 'betRecords', today);
  expect(daily.summary['count']).toBeLessThan(weekly.summary['count'] ?? 0);
  await expect(page.getByTestId('summary-注单数')).toHaveText(daily.summary['count']?.toLocaleString('en-US') ?? '');
  await expect(page).toHaveURL(/range=today/);

  // A venue and a status: in the address, in the request, and still there after a reload.
  const filtered = page.waitForRequest((r) => r.url().endsWith(API_PATHS.betRecords) && bodyOf(r)['settled'] === 1);
  await page.getByLabel('状态').selectOption({ label: '已结算' });
  await filtered;
  await expect(page).toHaveURL(/status=1/);
  const reloaded = waitForPage(page, 'betRecords');
  await page.reload();
  const body = bodyOf(await reloaded);
  expect(body).toMatchObject({ settled: 1, startTime: today.startTime, endTime: today.endTime });
  await expect(page.getByRole('button', { name: '今天' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('状态')).toHaveValue('1');
});

test('scrolling to the end of the list loads the next page', async ({ page }) => {
  const pages: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(API_PATHS.betRecords)) pages.push(bodyOf(r).pageNum);
  });
  await page.goto('/mine/record/betRecord?range=30d');
  await expect(page.getByTestId('record-row').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(pages).toEqual([1]);
  const next = waitForPage(page, 'betRecords', 2);
  await page.mouse.wheel(0, 1500);
  await next;
  // The second page's first row comes below the 30th once its reply is in: until then the page
  // ends at the 30th row, and a wheel would stop there (the race that failed one CI run).
  await expect(page.locator('[data-index="30"]')).toBeAttached();
  // Rows of the second page are drawn where the member scrolls to.
  await page.mouse.wheel(0, 1500);
  await expect(page.locator('[data-index="45"]')).toBeVisible();
  // Only the rows on screen (and a few) are in the document.
  expect(await page.getByTestId('record-row').count()).toBeLessThan(40);
});

test('an exchange moves the points once under a double tap and shows in both mall records', async ({ page, request }) => {
  const items = async () => (await call<{ points: number; items: { id: number; name: string; stock: number }[] }>(request, 'mallItems', {}, token)).data;
  const before = await items();
  await page.goto('/mine/currency');
  await expect(page.getByTestId('mall-points')).toHaveText(before.points.toLocaleString('en-US'));

  // Reasons before the member asks: level, stock, points.
  const blocked = [
    ['VIP8专享 至尊会员专属礼盒', '该商品仅限VIP8及以上会员兑换'],
    ['已兑完 星耀定制保温杯', '该商品已兑完'],
    ['积分不足 品牌蓝牙耳机', '积分不足，还差 15,320 积分'],
  ] as const;
  for (const [name, reason] of blocked) {
    await expect(page.getByRole('button', { name })).toBeDisabled();
    await expect(page.getByRole('button', { name })).toHaveAccessibleDescription(reason);
  }

  // The platform answers slowly, so the second tap lands while the first is on its way.
  await control(request, 'force', { path: API_PATHS.mallBuy, delayMs: 1500 });
  let buys = 0;
  page.on('request', (r) => {
    if (r.url().endsWith(API_PATHS.mallBuy)) buys += 1;
  });
  await page.getByRole('button', { name: '兑换 10 元彩金券' }).click();
  const sheet = page.getByRole('dialog', { name: '确认兑换' });
  await sheet.getByRole('button', { name: '增加数量' }).click();
  await expect(sheet.getByTestId('exchange-cost')).toHaveText('2,000');
  expect(await axeViolations(page)).toEqual([]);
  await sheet.getByRole('button', { name: '确认兑换' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: '兑换成功' })).toContainText('10 元彩金券 ×2');
  await expect(page.getByTestId('mall-points')).toHaveText((before.points - 2000).toLocaleString('en-US'));
  expect(buys).toBe(1);
  const after = await items();
  expect(after.points).toBe(before.points - 2000);

  await page.getByRole('link', { name: '兑换记录' }).click();
  await expect(page.getByTestId('record-row').first()).toContainText('10 元彩金券');
  await expect(page.getByTestId('record-row').first()).toContainText('-2,000');
  await page.getByRole('link', { name: '积分明细' }).click();
  await expect(page.getByTestId('record-row').first()).toContainText('兑换 10 元彩金券 ×2');
  await expect(page.getByTestId('record-row').first()).toContainText(`余额 ${after.points.toLocaleString('en-US')} 积分`);
});

test('a refusal from the platform says why in Chinese and moves nothing', async ({ page, request }) => {
  const points = (await call<{ points: number }>(request, 'mallItems', {}, token)).data.points;
  await control(request, 'force', { path: API_PATHS.mallBuy, code: 10001, message: '库存不足，仅剩 0 件' });
  await page.goto('/mine/currency?category=彩金');
  await expect(page.getByRole('link', { name: '彩金', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: '全部' })).not.toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: '兑换 10 元彩金券' }).click();
  const sheet = page.getByRole('dialog', { name: '确认兑换' });
  await sheet.getByRole('button', { name: '确认兑换' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('库存不足，仅剩 0 件');
  await expect(page.getByTestId('mall-points')).toHaveText(points.toLocaleString('en-US'));
});

test('a record’s detail opens in a sheet with its order number to copy', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/mine/record/transRecord');
  await page.getByTestId('record-row').first().click();
  const sheet = page.getByRole('dialog', { name: '交易详情' });
  await expect(sheet).toContainText('订单号');
  expect(await axeViolations(page)).toEqual([]);
  await sheet.getByRole('button', { name: '复制订单号' }).click();
  await expect(sheet.getByRole('button', { name: '复制订单号' })).toHaveText('已复制');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^[A-Z]\d{10,}$/);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
});
