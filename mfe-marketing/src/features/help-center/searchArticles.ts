import type { ArticleRef, Category } from './helpCenterArticles';
import type { ArticleContent, HelpCenterContent } from './helpCenterContent';

/** A piece of text with the part that matched the search (no match: `match` is ''). */
export interface Snippet {
  before: string;
  match: string;
  after: string;
}

export interface SearchHit {
  category: Category;
  article: ArticleRef;
  content: ArticleContent;
  snippet: Snippet;
}

/**
 * Text folded for matching: lower case, Latin and Cyrillic accents removed ("é" finds "e", "ё"
 * finds "е"), compatibility forms unified (full-width letters). `map[i]` is the index in the
 * original text of folded character `i`, so a match can be shown in the original.
 */
export function fold(text: string): { folded: string; map: number[] } {
  let folded = '';
  const map: number[] = [];
  for (let i = 0; i < text.length;) {
    const cp = text.codePointAt(i) ?? 0;
    const ch = String.fromCodePoint(cp);
    const f = ch
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    for (let k = 0; k < f.length; k += 1) map.push(i);
    folded += f;
    i += ch.length;
  }
  return { folded, map };
}

/** The words of a query, folded (spaces of any script separate them). */
export function queryTerms(query: string): string[] {
  return fold(query).folded.split(/\s+/u).filter(Boolean);
}

const CONTEXT_BEFORE = 60;
const CONTEXT_AFTER = 110;

/** `text` around its first match of `term` (folded), cut at spaces where there are some. */
function snippetOf(text: string, term: string): Snippet | undefined {
  const { folded, map } = fold(text);
  const at = folded.indexOf(term);
  if (at < 0) return undefined;
  const start = map[at] ?? 0;
  const last = map[at + term.length - 1] ?? start;
  const end = last + (text.codePointAt(last)! > 0xffff ? 2 : 1);
  let from = Math.max(0, start - CONTEXT_BEFORE);
  let to = Math.min(text.length, end + CONTEXT_AFTER);
  if (from > 0) {
    const space = text.indexOf(' ', from);
    if (space >= 0 && space < start) from = space + 1;
  }
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    if (space > end) to = space;
  }
  return {
    before: `${from > 0 ? '…' : ''}${text.slice(from, start)}`,
    match: text.slice(start, end),
    after: `${text.slice(end, to)}${to < text.length ? '…' : ''}`,
  };
}

const count = (haystack: string, term: string) => {
  let n = 0;
  for (let i = haystack.indexOf(term); i >= 0 && n < 5; i = haystack.indexOf(term, i + 1)) n += 1;
  return n;
};

/**
 * The articles whose text (title, summary, headings, paragraphs, steps) holds every word of the
 * query, best first: a word in the title counts most, then the summary, a heading, the body.
 * Ties keep the tree's order. Each hit has a snippet around the first match of its longest word
 * in the body (the summary when only the title or summary matched).
 */
export function searchArticles(
  categories: readonly Category[],
  content: HelpCenterContent,
  query: string,
): SearchHit[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const longest = [...terms].sort((a, b) => b.length - a.length)[0] ?? '';
  const scored: { hit: SearchHit; score: number; order: number }[] = [];
  let order = 0;
  for (const category of categories)
    for (const article of category.articles) {
      order += 1;
      const c = content.articles[article.slug];
      if (!c) continue;
      const title = fold(c.title).folded;
      const summary = fold(c.summary).folded;
      const headings = fold(c.sections.map((s) => s.heading).join('\n')).folded;
      const bodyTexts = c.sections.flatMap((s) => [...s.paragraphs, ...(s.steps ?? [])]);
      const body = fold(bodyTexts.join('\n')).folded;
      const all = [title, summary, headings, body].join('\n');
      if (!terms.every((t) => all.includes(t))) continue;
      const score = terms.reduce(
        (s, t) =>
          s +
          (title.includes(t) ? 8 : 0) +
          (summary.includes(t) ? 4 : 0) +
          (headings.includes(t) ? 2 : 0) +
          count(body, t),
        0,
      );
      const snippet = bodyTexts.reduce<Snippet | undefined>(
        (found, text) => found ?? snippetOf(text, longest),
        undefined,
      ) ??
        snippetOf(c.summary, longest) ?? { before: c.summary, match: '', after: '' };
      scored.push({ hit: { category, article, content: c, snippet }, score, order });
    }
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map((s) => s.hit);
}
