import createDOMPurify from 'dompurify';
import { Marked, type Token } from 'marked';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** Links that may stay links: the web and mail. Relative links have no base here. */
const SAFE_LINK = /^(?:https?:|mailto:)/i;

/** Heading levels inside the dialog start at 3 (the dialog's title is an h2) and skip none. */
function headingLevels(tokens: Token[]): Map<number, number> {
  const used = new Set<number>();
  const walk = (list: Token[]) => {
    for (const t of list) {
      if (t.type === 'heading') used.add(t.depth as number);
      const children = (t as { tokens?: Token[]; items?: Token[] }).tokens ?? [];
      walk(children);
      walk((t as { items?: Token[] }).items ?? []);
    }
  };
  walk(tokens);
  const map = new Map<number, number>();
  [...used].sort((a, b) => a - b).forEach((depth, i) => map.set(depth, Math.min(3 + i, 6)));
  return map;
}

export interface MarkdownOptions {
  /** Screen-reader text added to each link ("(opens in a new tab)"). */
  newTabText: string;
  /** Class of that text (visually hidden). */
  srOnlyClass?: string;
}

let purifier: ReturnType<typeof createDOMPurify> | undefined;

/**
 * Markdown (GFM) to safe HTML: raw HTML is shown as text, images become links to them (no
 * tracking pixels, nothing the page's CSP refuses), everything passes DOMPurify, and links
 * open in a new tab with `rel="noopener noreferrer"`; links other than http(s) and mailto
 * become plain text.
 */
export function renderMarkdown(source: string, options: MarkdownOptions): string {
  const marked = new Marked({ gfm: true, async: false });
  const tokens = marked.lexer(source);
  const levels = headingLevels(tokens);
  marked.use({
    renderer: {
      html: ({ text, block }) => (block ? `<p>${escapeHtml(text)}</p>` : escapeHtml(text)),
      image: ({ href, text }) => `<a href="${escapeHtml(href)}">${escapeHtml(text || href)}</a>`,
      checkbox: ({ checked }) => (checked ? '☑ ' : '☐ '),
      heading({ tokens: inline, depth }) {
        const level = levels.get(depth) ?? 6;
        return `<h${level}>${this.parser.parseInline(inline)}</h${level}>\n`;
      },
    },
  });
  const html = marked.parser(tokens);
  purifier ??= createDOMPurify(window);
  const fragment = purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['img', 'style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style', 'id', 'name', 'target'],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const a of [...fragment.querySelectorAll('a')]) {
    const href = a.getAttribute('href') ?? '';
    if (!SAFE_LINK.test(href.trim())) {
      a.replaceWith(...a.childNodes);
      continue;
    }
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
    const hint = document.createElement('span');
    if (options.srOnlyClass) hint.className = options.srOnlyClass;
    hint.textContent = ` ${options.newTabText}`;
    a.append(hint);
  }
  const out = document.createElement('div');
  out.append(fragment);
  return out.innerHTML;
}
