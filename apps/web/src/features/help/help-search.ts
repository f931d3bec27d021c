import type { HelpListItem } from '@site/api-contract';

/** A piece of a found line: `hit` parts are what the member typed. */
export interface Marked {
  text: string;
  hit: boolean;
}

export interface HelpHit {
  topic: HelpListItem;
  /** Where the words were found, around the first of them; empty when only the title matched. */
  excerpt: Marked[];
}

/** Characters of context either side of the first match in an excerpt. */
export const EXCERPT_CONTEXT = 18;

/** The words of a query: Chinese has no spaces, so each space-separated part is a substring to find. */
export function queryTerms(query: string): string[] {
  return query
    .normalize('NFKC')
    .toLowerCase()
    .split(/\s+/)
    .filter((term) => term !== '');
}

const fold = (text: string) => text.normalize('NFKC').toLowerCase();

/** `text` cut into plain and matching parts for every term (case-insensitive). */
export function markTerms(text: string, terms: readonly string[]): Marked[] {
  const folded = fold(text);
  // NFKC can change lengths (full-width letters stay one char, ligatures do not): mark only
  // when the folded text lines up with the original, else show it unmarked.
  if (folded.length !== text.length || terms.length === 0) return [{ text, hit: false }];
  const hits = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + term.length)) hits.fill(true, at, at + term.length);
  }
  const parts: Marked[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = parts.at(-1);
    if (last && last.hit === hits[i]) last.text += text[i];
    else parts.push({ text: text[i] ?? '', hit: hits[i] ?? false });
  }
  return parts;
}

/** The line of `text` around the first term found, cut to a short excerpt with … where it was cut. */
function excerptOf(text: string, terms: readonly string[]): Marked[] {
  const folded = fold(text);
  const at = Math.min(...terms.map((t) => folded.indexOf(t)).filter((i) => i >= 0));
  if (!Number.isFinite(at)) return [];
  const lineStart = text.lastIndexOf('\n', at) + 1;
  const lineEnd = text.indexOf('\n', at) === -1 ? text.length : text.indexOf('\n', at);
  const start = Math.max(lineStart, at - EXCERPT_CONTEXT);
  const end = Math.min(lineEnd, at + EXCERPT_CONTEXT * 3);
  const parts = markTerms(text.slice(start, end), terms);
  if (start > lineStart) parts.unshift({ text: '…', hit: false });
  if (end < lineEnd) parts.push({ text: '…', hit: false });
  return parts;
}

/**
 * The topics that contain every word of the query in their title, summary or text; topics whose
 * title has them come first, then the index's own order. An empty query finds nothing (the index
 * shows the groups instead).
 */
export function searchHelp(topics: readonly HelpListItem[], query: string): HelpHit[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const has = (text: string) => {
    const folded = fold(text);
    return terms.every((term) => folded.includes(term));
  };
  const hits = topics.flatMap((topic, order) => {
    const everywhere = `${topic.title}\n${topic.summary}\n${topic.text}`;
    if (!has(everywhere)) return [];
    const inTitle = has(topic.title);
    const excerpt = inTitle ? [] : excerptOf(`${topic.summary}\n${topic.text}`, terms);
    return [{ hit: { topic, excerpt }, rank: inTitle ? 0 : 1, order }];
  });
  return hits.sort((a, b) => a.rank - b.rank || a.order - b.order).map((h) => h.hit);
}

/** The topics in the index's order, grouped as the platform groups them (first appearance first). */
export function groupTopics(topics: readonly HelpListItem[]): { group: string; topics: HelpListItem[] }[] {
  const groups = new Map<string, HelpListItem[]>();
  for (const topic of topics) {
    const name = topic.group || '其他';
    groups.set(name, [...(groups.get(name) ?? []), topic]);
  }
  return [...groups].map(([group, list]) => ({ group, topics: list }));
}
