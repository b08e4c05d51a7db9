/**
 * A prerendered page's scripts start after its first paint (issue 13). The page is readable
 * from its HTML; its code (the host's boot chunks, the remote's entry) hydrates it. Left in the
 * HTML, the scripts and their preloads start downloading with the HTML and its stylesheet and
 * share the first round trips with them on a slow link. Here they are started by one small
 * inline script (the page's CSP nonce; `strict-dynamic` trusts what it adds) once the first
 * frame is painted, in the same order, with the same SRI and CORS attributes; at the latest
 * after 300 ms, since a tab in the background paints no frame. Their preloads ask for a low
 * priority, as the scripts themselves have (decision 0035: at a high priority, Lighthouse's
 * simulation counted them before the first paint when that paint was shown a frame later).
 */
import { inlineJson } from './preload';

const PRELOAD = /<link rel="preload" as="script"([^>]*)>/g;
const SCRIPT = /<script nonce="([^"]+)" defer="defer" src="([^"]+)"><\/script>/g;

interface Preload {
  href: string;
  integrity?: string;
  crossorigin?: string;
}

const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
const attr = (attrs: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(attrs)?.[1];
  return value === undefined ? undefined : unescape(value);
};

/** The loader, as the browser runs it: plain ES5, no dependency. */
const LOADER = `function (a) {
  var d = document, done = 0;
  function go() {
    if (done++) return;
    a.p.forEach(function (p) {
      var l = d.createElement('link');
      l.rel = 'preload'; l.as = 'script'; l.href = p.href; l.fetchPriority = 'low';
      if (p.integrity) l.integrity = p.integrity;
      if (p.crossorigin) l.crossOrigin = p.crossorigin;
      d.head.appendChild(l);
    });
    a.s.forEach(function (s) {
      var e = d.createElement('script');
      e.src = s; e.async = false;
      d.body.appendChild(e);
    });
  }
  requestAnimationFrame(function () { setTimeout(go, 0); });
  setTimeout(go, 300);
}`.replace(/\s*\n\s*/g, ' ');

/** The page with its script preloads and deferred scripts started after the first paint. */
export function scriptsAfterFirstPaint(html: string): string {
  const preloads: Preload[] = [];
  const scripts: string[] = [];
  let nonce = '';
  const rest = html
    .replace(PRELOAD, (_m, attrs: string) => {
      const href = attr(attrs, 'href');
      if (href) {
        preloads.push({
          href,
          integrity: attr(attrs, 'integrity'),
          crossorigin: attr(attrs, 'crossorigin'),
        });
      }
      return '';
    })
    .replace(SCRIPT, (_m, n: string, src: string) => {
      nonce = n;
      scripts.push(unescape(src));
      return '';
    });
  if (!nonce || scripts.length === 0) return html;
  const loader = `<script nonce="${nonce}">(${LOADER})(${inlineJson({ p: preloads, s: scripts })})</script>`;
  return rest.replace('</body>', () => `${loader}</body>`);
}
