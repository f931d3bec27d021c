// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { FIRST_VIEW_PAGES, prerenderClock, renderFirstView } from './first-view';

/** The timers that keep this process alive (Node lists only those). */
const liveTimers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

/** Tags of the markup, without their attributes' values. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('first views drawn by the build (issue #24)', () => {
  it('draws the login form as the page draws it: frame, title, fields and links, no script', async () => {
    const html = await renderFirstView('/user/login');
    expect(html).toContain('<h1 class="page-frame__title">登录</h1>');
    expect(html).toMatch(/<input[^>]*placeholder="请输入用户名"/);
    expect(html).toMatch(/<input[^>]*placeholder="请输入密码"[^>]*type="password"/);
    expect(html).toContain('href="/user/register"');
    expect(textOf(html)).toContain('还没有账号？');
    // The router's inline scroll script and React's stream markers are gone (the CSP runs no inline script).
    expect(html).not.toMatch(/<script|<!--\$/);
  });

  it('draws a member page as a member sees it before the platform answers: the hub with its skeletons', async () => {
    const html = await renderFirstView('/mine');
    expect(html).toContain('<h1 class="page-frame__title">我的</h1>');
    expect(html).toContain('class="mine-head"');
    expect(textOf(html)).toContain('会员信息加载中');
    expect(textOf(html)).toContain('余额加载中');
    // Nothing of any member: no name, no amount.
    expect(html).not.toMatch(/\d,\d{3}\.\d{2}/);
  });

  it('draws the deposit page with its lead and a skeleton where the channels and the form go', async () => {
    const html = await renderFirstView('/mine/finance/deposit');
    expect(html).toContain('class="page-lead deposit-lead"');
    expect(textOf(html)).toContain('安全存款 · 极速到账');
    expect(html).toContain('class="site-skeleton"');
    expect(html).not.toContain('<form');
  });

  it('fails for a page that cannot be drawn as itself, so a build never ships a wrong first view', async () => {
    await expect(renderFirstView('/no/such/page')).rejects.toThrow('[prerender]');
  });

  it('every listed page draws', async () => {
    for (const page of FIRST_VIEW_PAGES) await expect(renderFirstView(page)).resolves.toMatch(/page-frame|service-page/);
  });

  it('draws a service page in its own frame, and the download page with the fixed box its links fill (issue #36)', async () => {
    expect(textOf(await renderFirstView('/other/maintenance'))).toContain('维护期间暂时无法访问');
    const download = await renderFirstView('/download');
    expect(download).toMatch(/class="data-slot download__links" style="--data-slot-min-height:\d+px"/);
    expect(download).toContain('class="site-skeleton"');
    expect(textOf(download)).toContain('苹果手机安装步骤');
  });

  it('draws a lobby with its heading block and no visitor line: the HTML is every visitor\'s (issue #36)', async () => {
    const chess = await renderFirstView('/game/chess');
    expect(chess).toMatch(/<section class="page-lead" aria-label="棋牌概况"><h2 class="page-lead__title">棋牌场馆<\/h2>/);
    // The venue list's place, held by four cards of a venue card's box (nothing below moves when it comes).
    expect(chess.match(/class="games-venue games-venue--placeholder"/g)).toHaveLength(4);
    expect(textOf(chess)).toContain('场馆加载中');
    expect(textOf(chess)).not.toContain('登录');
    const sport = textOf(await renderFirstView('/game/sport'));
    expect(sport).toContain('体育场馆');
    expect(sport).toContain('赛事中心');
    expect(sport).not.toContain('登录');
  });

  it('draws a record list with its totals\' frame and no date: the HTML serves every day (issue #36)', async () => {
    const html = await renderFirstView('/mine/record/betRecord');
    expect(html).toContain('class="page-lead record-summary"');
    // No date shown: the fields are empty and the totals' line names no range (the inert fields'
    // min and max attributes keep the build's day; nothing shows or takes input before the app).
    expect(textOf(html)).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(html).not.toMatch(/value="\d{4}-\d{2}-\d{2}"/);
    expect(textOf(html)).toContain('投注记录');
  });

  it('draws the help centre, the chat\'s rooms, the wallet, the agent centre and the mail with their heading blocks (issue #36)', async () => {
    for (const [path, lead] of [
      ['/help', '有问题？在这里找答案'],
      ['/chat', '会员聊天室'],
      ['/mine/finance/wallet', '中心钱包 · 场馆钱包'],
      ['/agent', '推荐好友注册，团队佣金每月结算'],
      ['/mine/mail', '平台通知、活动消息与到账提醒'],
      ['/mine/finance/withdrawal', '取款到本人账户'],
      ['/help/$topic', '帮助中心 · 仍有疑问可随时咨询在线客服'],
    ] as const) {
      const html = await renderFirstView(path);
      expect(html).toContain('class="page-lead');
      expect(textOf(html)).toContain(lead);
      // Nothing of a visitor: no guest's 登录后…, no amount.
      expect(textOf(html)).not.toContain('登录后');
      expect(html).not.toMatch(/\d,\d{3}\.\d{2}/);
    }
  });

  it('draws the account pages, 实名认证, 积分商城 and the other activities with their opening block and the box their data fills (issue #36)', async () => {
    for (const [path, lead] of [
      ['/mine/alipayAcount', '我的支付宝账户'],
      ['/mine/sharelifeAcount', '该类型账户由平台开通，暂不支持自行添加'],
      ['/mine/virtualCoinCard', '我的虚拟币地址'],
      ['/mine/userInfo/authentication', '实名认证 · 保障资金安全'],
      ['/mine/currency', '积分兑好礼'],
      ['/activity/friendInvitation', '邀请好友 双方得彩金'],
      ['/activity/friendPeakBet', '好友投注冲榜'],
      ['/activity/luckyFlip', '幸运翻翻乐'],
    ] as const) {
      const html = await renderFirstView(path);
      expect(html).toMatch(/class="(page-lead|page-hero activity-hero activity-hero--lead)"/);
      expect(textOf(html)).toContain(lead);
      expect(html).toMatch(/class="data-slot[^"]*" style="--data-slot-min-height:[1-9]\d*px"><div class="site-skeleton"/);
      // Nothing of a visitor: no guest's 登录后… card, no account, no amount, no points.
      expect(textOf(html)).not.toContain('登录');
      expect(html).not.toContain('data-testid="bound-account"');
      expect(html).not.toMatch(/\d,\d{3}/);
    }
  });

  it('draws 意见反馈 and 理性娱乐 with their heading blocks and a box without a field: the HTML takes no input (issue #36)', async () => {
    const feedback = await renderFirstView('/mine/feedback');
    expect(textOf(feedback)).toContain('意见反馈 · 客服 24 小时内回复');
    expect(feedback).toMatch(/class="data-slot feedback-panel[^"]*" style="--data-slot-min-height:[1-9]\d*px"><div class="site-skeleton"/);
    // No field or button of the form in the page (the bar's 返回 aside): nothing that would take no input.
    const bodyOf = (html: string) => html.slice(html.indexOf('<main'));
    expect(bodyOf(feedback)).not.toMatch(/<(form|input|textarea|button)\b/);
    const responsible = await renderFirstView('/mine/responsible');
    expect(textOf(responsible)).toContain('理性娱乐 · 量力而行');
    expect(responsible).toMatch(/class="data-slot stack" style="--data-slot-min-height:[1-9]\d*px"><div class="site-skeleton"/);
    expect(bodyOf(responsible)).not.toMatch(/<(form|input|button)\b/);
  });

  it('draws the pages whose words come from the address with those words blank: 官方赞助 and /leave (issue #36)', async () => {
    // One HTML serves every sponsor id and story: the bar's and the block's words are blank.
    const sponsor = await renderFirstView('/sponsor/$sponsorId');
    expect(sponsor).toContain('<h1 class="page-frame__title">\u00a0</h1>');
    expect(sponsor).toMatch(/<section class="page-lead sponsor-lead" aria-label="\u00a0"><h2 class="page-lead__title">\u00a0<\/h2>/);
    expect(sponsor).toContain('class="site-skeleton"');
    expect(textOf(sponsor)).not.toMatch(/与热爱同行|赞助故事|阅读故事/);
    // /leave: the frame, the block and the warning; no host, no address, no way to go on.
    const leave = await renderFirstView('/leave');
    expect(textOf(leave)).toContain('外部链接 · 安全提示');
    expect(textOf(leave)).toContain('该网站不由本站运营');
    expect(leave).toMatch(/data-testid="leave-host"><bdi><\/bdi><\/p>/);
    expect(leave).toMatch(/data-testid="leave-url"><\/bdi>/);
    expect(leave).toMatch(/<div class="leave__actions"><\/div>/);
    expect(leave).not.toMatch(/<(a|button)\b[^>]*>(继续访问|留在本站)/);
    expect(textOf(leave)).not.toContain('链接无效');
  });

  it('leaves no timer that keeps the build running: the calls wait for a platform that never answers', async () => {
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const before = liveTimers();
    for (const page of FIRST_VIEW_PAGES) await renderFirstView(page);
    // The pages' calls start once their contract schemas have loaded, each with its 100 s timeout.
    await vi.waitFor(() => expect(timers.mock.calls.filter(([, ms]) => ms === 100_000).length).toBeGreaterThanOrEqual(FIRST_VIEW_PAGES.length), { timeout: 20_000 });
    expect(liveTimers()).toBeLessThanOrEqual(before);
    timers.mockRestore();
    // It renders every page of FIRST_VIEW_PAGES (~85): 2.4 s alone, past Vitest's default 5 s
    // beside the other projects' tests on 2 busy cores. The waits are for the calls, not for time.
  }, 30_000);

  it("the prerender's clock still fires and can be cleared", async () => {
    const fired: string[] = [];
    prerenderClock.setTimeout(() => fired.push('kept'), 5);
    const cleared = prerenderClock.setTimeout(() => fired.push('cleared'), 5);
    prerenderClock.clearTimeout(cleared);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fired).toEqual(['kept']);
  });
});
