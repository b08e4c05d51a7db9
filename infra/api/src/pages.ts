/**
 * Small server-rendered HTML pages of the API origin: the frame every page shares, and the
 * captcha challenge. The sign-in and account pages are in ./pages/ (their forms, their script).
 */
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type Locale } from 'shared-libs/contracts';
import { defineMessages, translator } from './i18n';
import { escapeXml as esc } from './media';

const STYLE = `
:root { color-scheme: light dark; --fg: #14171f; --bg: #f4f6fb; --card: #fff; --muted: #5b6475;
  --accent: #2456d6; --accent-fg: #fff; --err: #b3261e; --border: #c5cbd8; }
@media (prefers-color-scheme: dark) { :root:not([data-theme=light]) { color-scheme: dark; --fg: #eef1f7; --bg: #10131a; --card: #1a1e27; --muted: #a9b1c2;
  --accent: #8fb0ff; --accent-fg: #0c1020; --err: #ffb4ab; --border: #3a4152; } }
:root[data-theme=light] { color-scheme: light; }
:root[data-theme=dark] { color-scheme: dark; --fg: #eef1f7; --bg: #10131a; --card: #1a1e27; --muted: #a9b1c2;
  --accent: #8fb0ff; --accent-fg: #0c1020; --err: #ffb4ab; --border: #3a4152; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; align-items: center; justify-content: center;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
main { width: calc(100% - 32px); max-width: 400px; margin: 16px; padding: 32px 24px; background: var(--card);
  border-radius: 12px; box-shadow: 0 2px 12px rgb(0 0 0 / .12); }
h1 { font-size: 1.5rem; margin: 0 0 4px; }
p { margin: 0 0 16px; color: var(--muted); }
label { display: block; font-weight: 600; margin: 16px 0 4px; }
input { width: 100%; font: inherit; padding: 10px 12px; border: 1px solid var(--border); border-radius: 8px;
  background: transparent; color: var(--fg); }
input:focus-visible, button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
button { width: 100%; margin-top: 24px; padding: 12px; font: inherit; font-weight: 600; border: 0;
  border-radius: 8px; background: var(--accent); color: var(--accent-fg); cursor: pointer; min-height: 44px; }
.error { color: var(--err); font-weight: 600; margin: 16px 0 0; }
.hint { font-size: .875rem; margin-top: 24px; }
.check { margin: 20px 0 0; padding: 12px 16px; border: 1px solid var(--border); border-radius: 8px;
  display: flex; align-items: center; gap: 12px; flex-wrap: wrap; }
.check legend { font-weight: 600; padding: 0 4px; }
.check input[type=checkbox] { width: 24px; height: 24px; margin: 0; accent-color: var(--accent); }
.check label { margin: 0; font-weight: 400; }
code { font-size: .875rem; }
a { color: var(--accent); font-weight: 600; }
a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; border-radius: 2px; }
h1:focus { outline: none; }
input[aria-invalid=true] { border-color: var(--err); border-width: 2px; }
.field-hint { font-size: .875rem; margin: 6px 0 0; }
.aside { margin: 8px 0 0; text-align: end; font-size: .9375rem; }
.switch { margin: 24px 0 0; text-align: center; }
.switch + .switch { margin-top: 8px; }
.switch a, .aside a { display: inline-block; }
.notice { margin: 0 0 16px; padding: 10px 12px; border-radius: 8px; color: var(--fg);
  background: color-mix(in srgb, var(--accent) 14%, transparent); }
button.secondary { background: transparent; color: var(--accent); border: 1px solid var(--border); }
.top { width: calc(100% - 32px); max-width: 400px; margin: 16px 16px 0; padding: 0 4px; display: flex;
  align-items: center; justify-content: space-between; gap: 12px; flex-wrap: wrap; }
.brand { display: inline-flex; align-items: center; gap: 8px; color: var(--fg); text-decoration: none;
  font-size: 1.125rem; font-weight: 700; min-height: 44px; }
.brand svg { flex: none; }
.back { display: inline-flex; align-items: center; min-height: 44px; font-size: .9375rem; }
.langs { margin: 24px 0 0; padding-top: 16px; border-top: 1px solid var(--border); font-size: .9375rem; }
.langs summary { cursor: pointer; color: var(--accent); font-weight: 600; min-height: 44px;
  display: inline-flex; align-items: center; }
.langs summary:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.langs ul { list-style: none; margin: 4px 0 0; padding: 8px; display: flex; flex-wrap: wrap; gap: 4px 16px;
  background: var(--card); border-radius: 8px; }
.langs a { display: inline-block; padding: 6px 0; font-weight: 400; }
.langs a[aria-current] { font-weight: 700; }
.show { display: flex; align-items: center; gap: 8px; margin: 8px 0 0; }
.show[hidden] { display: none; }
.show input { width: 20px; height: 20px; margin: 0; accent-color: var(--accent); }
.show label { margin: 0; font-weight: 400; }
.choice { display: flex; align-items: flex-start; gap: 10px; margin: 20px 0 0; }
.choice input { width: 20px; height: 20px; margin: 2px 0 0; flex: none; accent-color: var(--accent); }
.choice label { margin: 0; font-weight: 400; }
input[inputmode=numeric] { font-size: 1.25rem; letter-spacing: .3em; font-variant-numeric: tabular-nums; }
`;

/** The brand mark (the site's logo: host/src/layouts/parts/Logo.tsx), decorative. */
const LOGO = `<svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="var(--accent)"/><path d="M10 21a4 4 0 0 1 .6-8A6 6 0 0 1 22 13.5a3.8 3.8 0 0 1 0 7.5Z" fill="var(--accent-fg)"/></svg>`;

/**
 * What frames a page besides its card (issue 31): the site's theme choice, the brand with a
 * link to the site and a back link, and the language switch (links to this page in each of the
 * 11 locales: works without JavaScript).
 */
export interface PageChrome {
  /** `light` / `dark`: the site's choice; none: the system's (prefers-color-scheme). */
  theme?: 'light' | 'dark' | undefined;
  /** The site's home page and the texts of its links. */
  site?: { href: string; brand: string; home: string; back: string } | undefined;
  /** The language switch: its label and this page's address in a locale. */
  languages?: { label: string; hrefOf: (locale: Locale) => string } | undefined;
}

function top(chrome: PageChrome): string {
  const site = chrome.site;
  if (!site) return '';
  return `<header class="top">
<a class="brand" href="${esc(site.href)}" aria-label="${esc(site.home)}">${LOGO}<span>${esc(site.brand)}</span></a>
<a class="back" href="${esc(site.href)}">${esc(site.back)}</a>
</header>`;
}

function languages(chrome: PageChrome, locale: Locale): string {
  const l = chrome.languages;
  if (!l) return '';
  const items = LOCALES.map(
    (code) =>
      `<li><a href="${esc(l.hrefOf(code))}" lang="${code}" hreflang="${code}"${code === locale ? ' aria-current="true"' : ''}>${esc(LOCALE_NAMES[code])}</a></li>`,
  ).join('');
  return `<nav class="langs" aria-label="${esc(l.label)}"><details><summary>${esc(l.label)}: ${esc(LOCALE_NAMES[locale])}</summary><ul>${items}</ul></details></nav>`;
}

/**
 * The page frame: `locale` sets the document language (an i18n/ locale); `url`, the page's own
 * GET address, lets the form script put it in the address bar when it shows the page; `chrome`,
 * the theme, brand, back link and language switch.
 */
export function layout(
  title: string,
  body: string,
  locale: Locale = DEFAULT_LOCALE,
  url?: string,
  chrome: PageChrome = {},
): string {
  const theme = chrome.theme ? ` data-theme="${chrome.theme}"` : '';
  return `<!doctype html>
<html lang="${locale}"${theme}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${top(chrome)}
<main${url ? ` data-url="${esc(url)}"` : ''}>
${body}
${languages(chrome, locale)}
</main>
</body>
</html>`;
}

const m = defineMessages({
  checkTitle: { id: 'api.check.title', defaultMessage: 'Security check' },
  checkIntro: {
    id: 'api.check.intro',
    defaultMessage: 'Confirm that you are a person to continue.',
  },
  checkButton: { id: 'api.check.button', defaultMessage: 'I am human' },
  checkExpired: {
    id: 'api.check.expired',
    defaultMessage: 'This check has expired. Close it and try again.',
  },
});

export function challengePage(id: string, locale: Locale): string {
  const t = translator(locale);
  return layout(
    t(m.checkTitle),
    `<h1>${esc(t(m.checkTitle))}</h1>
<p>${esc(t(m.checkIntro))}</p>
<form method="post" action="/v1/shield/captcha/challenge">
<input type="hidden" name="id" value="${esc(id)}">
<input type="hidden" name="ui_locales" value="${esc(locale)}">
<button type="submit">${esc(t(m.checkButton))}</button>
</form>`,
    locale,
  );
}

/** The security check's "expired" answer. */
export const expiredCheckPage = (locale: Locale): string =>
  messagePage(translator(locale)(m.checkTitle), translator(locale)(m.checkExpired), locale);

export function messagePage(title: string, text: string, locale: Locale): string {
  return layout(title, `<h1>${esc(title)}</h1><p role="alert">${esc(text)}</p>`, locale);
}
