import { PAGES, pageTitle } from '@site/api-contract/pages';

/**
 * The section of the page table a page is listed under in Storybook (页面/<section>/<title>):
 * the table's own grouping by path.
 */
export function pageSection(path: string): string {
  const sections: [RegExp, string][] = [
    [/^\/(other\/|404$|leave$)/, '服务页'],
    [/^\/(user\/|registerGuide$)/, '账户'],
    [/^\/game\/(sport|gaming)\/[^/]+$/, '场馆'],
    [/^\/($|demo$|game\/)/, '首页与游戏'],
    [/^\/activity\//, '活动'],
    [/^\/mine\/record\//, '记录'],
    [/^\/mine\/(finance\/|balance$|rebate$|audit$)/, '资金'],
    [/^\/mine\/(add|userInfo\/authentication|virtualCoinCard|\w+Acount$)/, '卡与账户'],
    [/^\/mine\/(currency|mall\/)/, '积分商城'],
    [/^\/mine(\/|$)/, '我的'],
    [/^\/(customer\/|help)/, '客服与帮助'],
    [/^\/chat/, '聊天'],
  ];
  return sections.find(([pattern]) => pattern.test(path))?.[1] ?? '其他';
}

/** The story title of a page: 页面/<section>/<its title in the page table>. */
export function pageStoryTitle(path: string): string {
  const title = pageTitle(path) ?? path;
  // Two rows with one title (下载客户端: /download, /download-page) are told apart by their path.
  const shared = PAGES.filter((page) => page.title === title).length > 1;
  return `页面/${pageSection(path)}/${shared ? `${title}（${path.slice(1).replaceAll('/', '·')}）` : title}`;
}

/** The page's title in the page table (what its heading or document shows). */
export function pageTitleOf(path: string): string {
  return pageTitle(path) ?? path;
}
