import type { HelpListItem } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { groupTopics, markTerms, queryTerms, searchHelp } from './help-search';

const topic = (slug: HelpListItem['slug'], title: string, group: string, text: string, summary = ''): HelpListItem => ({ slug, title, group, summary, text });

const TOPICS = [
  topic('kh', '如何开户', '新手入门', '用户名：6-16 位字母或数字。\n实名认证后即可取款。'),
  topic('ck', '如何存款', '存取款', '选择存款方式。\n数字货币（USDT）：100 - 100,000 元，按参考汇率折算。'),
  topic('xnbcqkjc', '虚拟币存取款教程', '存取款', '链类型选错的转账无法到账。\nTRC20 地址以 T 开头，共 34 位。'),
  topic('gywm', '关于我们', '关于我们', '全站使用加密连接。'),
];

describe('help search', () => {
  it('finds a topic by a word of its body, not only its title', () => {
    expect(searchHelp(TOPICS, '链类型').map((h) => h.topic.slug)).toEqual(['xnbcqkjc']);
    expect(searchHelp(TOPICS, '加密连接').map((h) => h.topic.slug)).toEqual(['gywm']);
  });

  it('puts topics whose title matches first, then keeps the index order', () => {
    // 开户 comes first in the index, but 取款 is in the tutorial's title.
    expect(searchHelp(TOPICS, '取款').map((h) => h.topic.slug)).toEqual(['xnbcqkjc', 'kh']);
    expect(searchHelp(TOPICS, '位').map((h) => h.topic.slug)).toEqual(['kh', 'xnbcqkjc']);
  });

  it('ignores case and full-width letters, and needs every space-separated word', () => {
    expect(searchHelp(TOPICS, 'usdt').map((h) => h.topic.slug)).toEqual(['ck']);
    expect(searchHelp(TOPICS, 'ＵＳＤＴ').map((h) => h.topic.slug)).toEqual(['ck']);
    expect(searchHelp(TOPICS, '地址 34').map((h) => h.topic.slug)).toEqual(['xnbcqkjc']);
    expect(searchHelp(TOPICS, '地址 银行')).toEqual([]);
  });

  it('finds nothing for an empty or blank query', () => {
    expect(searchHelp(TOPICS, '')).toEqual([]);
    expect(searchHelp(TOPICS, '   ')).toEqual([]);
  });

  it('shows the line around a body match, cut with … and the words marked', () => {
    const [hit] = searchHelp(TOPICS, '汇率');
    const text = hit?.excerpt.map((p) => p.text).join('');
    expect(text).toContain('按参考汇率折算');
    expect(text).not.toContain('选择存款方式');
    expect(hit?.excerpt.filter((p) => p.hit).map((p) => p.text)).toEqual(['汇率']);
    expect(hit?.excerpt[0]?.text).toBe('…');
    // A title match needs no excerpt.
    expect(searchHelp(TOPICS, '开户')[0]?.excerpt).toEqual([]);
  });

  it('marks every occurrence of every term', () => {
    expect(markTerms('存款与取款，存款', queryTerms('存款 取款'))).toEqual([
      { text: '存款', hit: true },
      { text: '与', hit: false },
      { text: '取款', hit: true },
      { text: '，', hit: false },
      { text: '存款', hit: true },
    ]);
  });

  it('groups topics as the list gives them, first group first', () => {
    expect(groupTopics(TOPICS).map((g) => [g.group, g.topics.map((t) => t.slug)])).toEqual([
      ['新手入门', ['kh']],
      ['存取款', ['ck', 'xnbcqkjc']],
      ['关于我们', ['gywm']],
    ]);
  });
});
