/**
 * The part of a remote's stylesheet a prerendered fragment uses (decision 0018): the page's
 * styles are inlined in its HTML, and the whole remote's (34 KB for mfe-marketing) would be
 * parsed and matched on every page before the first paint. A rule stays when each of its
 * selectors' classes is in the fragment (or it has none); at-rules without selectors
 * (@keyframes, @font-face) stay whole; @media and @supports keep their surviving rules. Once
 * the remote's code runs it injects its whole stylesheet, for whatever the visitor opens next.
 */
import postcss, { type Rule } from 'postcss';

/** Every class name in the HTML's class attributes. */
export function classesOf(html: string): Set<string> {
  const found = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const c of (m[1] ?? '').split(/\s+/)) if (c) found.add(c);
  }
  return found;
}

/** The class names a selector needs (`.a:hover > .b::after` needs a and b). */
const classesIn = (selector: string): string[] =>
  [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] ?? '');

export function pageCss(css: string, html: string): string {
  const used = classesOf(html);
  const root = postcss.parse(css);
  root.walkRules((rule: Rule) => {
    // Keyframe steps (`from`, `50%`) are not selectors.
    if (
      rule.parent?.type === 'atrule' &&
      /keyframes$/i.test((rule.parent as { name: string }).name)
    )
      return;
    const kept = rule.selectors.filter((s) => classesIn(s).every((c) => used.has(c)));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  // @media / @supports left empty by the rules removed above.
  root.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove();
  });
  root.walkComments((c) => {
    c.remove();
  });
  return root.toString().replace(/\n\s*\n/g, '\n');
}
