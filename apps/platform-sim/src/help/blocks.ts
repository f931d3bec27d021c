import type { HelpBlock, HelpInline } from '@site/api-contract';
import type { HELP_SLUGS } from '@site/api-contract';

/** One topic of the help centre as the simulator keeps it: what helpDetail sends. */
export interface HelpDoc {
  slug: (typeof HELP_SLUGS)[number];
  title: string;
  group: HelpGroup;
  summary: string;
  updatedAt: string;
  blocks: HelpBlock[];
}

/** The index's sections, in the order they are listed. */
export const HELP_GROUPS = ['新手入门', '存取款', '游戏指南', '关于我们'] as const;
export type HelpGroup = (typeof HELP_GROUPS)[number];

type Part = string | { text: string; href: string };

/** A link inside a run of text, to one of the site's pages. */
export const go = (text: string, href: string): Part => ({ text, href });

const inline = (parts: Part[]): HelpInline => parts.filter((part) => part !== '');

export const h = (text: string): HelpBlock => ({ type: 'h', text });
export const p = (...parts: Part[]): HelpBlock => ({ type: 'p', text: inline(parts) });
export const note = (...parts: Part[]): HelpBlock => ({ type: 'note', text: inline(parts) });
/** List items: a string, or an array of parts when the item links somewhere. */
type Item = string | Part[];
const items = (list: Item[]): HelpInline[] => list.map((item) => inline(typeof item === 'string' ? [item] : item));
export const ul = (...list: Item[]): HelpBlock => ({ type: 'ul', items: items(list) });
export const ol = (...list: Item[]): HelpBlock => ({ type: 'ol', items: items(list) });
export const steps = (...list: Item[]): HelpBlock => ({ type: 'steps', items: items(list) });
/** A call to action under the text (去存款, 联系在线客服). */
export const link = (text: string, href: string): HelpBlock => ({ type: 'link', text, href });

const inlineText = (run: HelpInline): string => run.map((part) => (typeof part === 'string' ? part : part.text)).join('');

/** The words of a topic as plain text: what the site searches. */
export function plainText(blocks: readonly HelpBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'h':
        case 'link':
          return block.text;
        case 'p':
        case 'note':
          return inlineText(block.text);
        default:
          return block.items.map(inlineText).join('\n');
      }
    })
    .join('\n');
}

/** Every link target of a topic, inline or standalone. */
export function linkTargets(blocks: readonly HelpBlock[]): string[] {
  const fromRun = (run: HelpInline) => run.flatMap((part) => (typeof part === 'string' ? [] : [part.href]));
  return blocks.flatMap((block) => {
    switch (block.type) {
      case 'h':
        return [];
      case 'link':
        return [block.href];
      case 'p':
      case 'note':
        return fromRun(block.text);
      default:
        return block.items.flatMap(fromRun);
    }
  });
}
