import { chromium } from 'playwright-core';
import { API_PATHS, API_VERSION, CLIENT_TYPE, HEADERS, SITE_ID, signPath } from '@site/api-contract';
const base = 'http://127.0.0.1:4810', sim = 'http://127.0.0.1:4811';
const headers = (p: string) => ({ 'content-type': 'application/json', [HEADERS.siteId]: String(SITE_ID), [HEADERS.clientType]: CLIENT_TYPE, [HEADERS.version]: API_VERSION, [HEADERS.signedPath]: signPath(p), [HEADERS.uuid]: 'shots-device' });
async function post(p: string, body: unknown) { const r = await fetch(base + p, { method: 'POST', headers: headers(p), body: JSON.stringify(body) }); return r.json() as Promise<any>; }
const cap = await post(API_PATHS.captcha, {});
const ans = await (await fetch(`${sim}/__sim/captcha/${cap.data.captchaId}`)).json() as any;
const login = await post(API_PATHS.login, { username: 'demo888', password: 'Demo@2026', captchaId: cap.data.captchaId, captchaCode: ans.data.answer });
const token = login.data.token;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const paths = (process.argv[2] ?? '/mine/record/transRecord,/mine/record/betRecord,/mine/record/giftRecord,/mine/record/welfare,/mine/record/currencyRecord,/mine/currency,/mine/mall/record,/mine/mall/coinRecord').split(',');
for (const [w, h] of [[390, 844], [1440, 900]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 1, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  await ctx.addCookies([{ name: HEADERS.token, value: token, url: base }]);
  await ctx.addInitScript(() => localStorage.setItem('preferWebVersionAt', String(Date.now())));
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text()); });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  for (const p of paths) {
    await page.goto(base + p);
    await page.waitForTimeout(2500);
    const name = p.replaceAll('/', '_').replace(/[?=&]/g, '-');
    await page.screenshot({ path: `/work/shots/records/${name}-${w}.png`, fullPage: false });
    if (process.env.DETAIL && p.includes('record')) {
      await page.getByTestId('record-row').first().click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/work/shots/records/${name}-${w}-detail.png` });
      await page.keyboard.press('Escape');
    }
  }
  await ctx.close();
}
await browser.close();
