/**
 * Small server-rendered HTML pages of the API origin: the frame every page shares, and the
 * captcha challenge. The sign-in and account pages are in ./pages/ (their forms, their script).
 */
import { DEFAULT_LOCALE, type Locale } from 'shared-libs/contracts';
import { defineMessages, translator } from './i18n';
import { escapeXml as esc } from './media';

const STYLE = `
:root { color-scheme: light dark; --fg: #14171f; --bg: #f4f6fb; --card: #fff; --muted: #5b6475;
  --accent: #2456d6; --accent-fg: #fff; --err: #b3261e; --border: #c5cbd8; }
@media (prefers-color-scheme: dark) { :root { --fg: #eef1f7; --bg: #10131a; --card: #1a1e27; --muted: #a9b1c2;
  --accent: #8fb0ff; --accent-fg: #0c1020; --err: #ffb4ab; --border: #3a4152; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
main { width: 100%; max-width: 400px; margin: 16px; padding: 32px 24px; background: var(--card);
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
input[inputmode=numeric] { font-size: 1.25rem; letter-spacing: .3em; font-variant-numeric: tabular-nums; }
`;

/**
 * The page frame: `locale` sets the document language (an i18n/ locale); `url`, the page's own
 * GET address, lets the form script put it in the address bar when it shows the page.
 */
export function layout(
  title: string,
  body: string,
  locale: Locale = DEFAULT_LOCALE,
  url?: string,
): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main${url ? ` data-url="${esc(url)}"` : ''}>
${body}
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
