/** Small server-rendered HTML pages of the API origin: sign-in and captcha challenge. */
import nodeCrypto from 'node:crypto';
import { DEFAULT_LOCALE, type Locale } from 'shared-libs/contracts';
import { defineMessages, translator } from './i18n';
import { escapeXml as esc } from './media';

/**
 * The sign-in form posts through fetch, so one failed answer of a flaky origin (a 5xx, a reset
 * connection) is retried instead of leaving the visitor on an error page (issue 12, item 2).
 * Success answers `{ location }` (the form asks with `x-sign-in: fetch`); any other answer is
 * the page itself, whose <main> replaces this one (wrong password, security check, limits).
 * Without JavaScript the form posts as usual.
 */
const SIGN_IN_SCRIPT = `document.addEventListener('submit', async (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-sign-in')) return;
  event.preventDefault();
  const button = form.querySelector('button[type=submit]');
  if (button) button.disabled = true;
  const body = new URLSearchParams(new FormData(form));
  for (let attempt = 0; attempt < 4; attempt += 1) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, 300 * attempt));
    let res;
    try {
      res = await fetch(form.action, { method: 'POST', body, headers: { 'x-sign-in': 'fetch' } });
    } catch (e) {
      continue;
    }
    if (res.status >= 500) continue;
    if (res.ok && (res.headers.get('content-type') || '').includes('application/json')) {
      location.assign((await res.json()).location);
      return;
    }
    const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
    const main = doc.querySelector('main');
    if (main) {
      document.querySelector('main').replaceWith(main);
      document.title = doc.title;
      const first = main.querySelector('[autofocus]') || main.querySelector('[role=alert]');
      if (first) first.focus();
      return;
    }
  }
  if (button) button.disabled = false;
  const error = document.getElementById('signin-error');
  if (error) {
    error.hidden = false;
    error.className = 'error';
    error.textContent = 'The service did not answer. Please try again.';
  }
});`;

/** The CSP source of the sign-in script (a hash: the page has no other script). */
export const SIGN_IN_SCRIPT_SRC = `'sha256-${nodeCrypto.createHash('sha256').update(SIGN_IN_SCRIPT).digest('base64')}'`;

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
`;

/** The page frame: `locale` sets the document language (an i18n/ locale). */
export function layout(title: string, body: string, locale: Locale = DEFAULT_LOCALE): string {
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
<main>
${body}
</main>
</body>
</html>`;
}

/**
 * `params`: the OAuth query (client_id, redirect_uri, scope, response_type, state), kept as
 * hidden fields.
 */
export function signInPage(o: {
  params: Record<string, string | undefined>;
  email?: string | undefined;
  error?: string;
  /** After repeated wrong passwords: the id of the security check the form must pass. */
  challengeId?: string;
}): string {
  const hidden = Object.entries(o.params)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('\n');
  const err = o.error
    ? `<p class="error" id="signin-error" role="alert">${esc(o.error)}</p>`
    : '<p id="signin-error" role="alert" hidden></p>';
  return layout(
    'Sign in to Cumulus',
    `<h1>Sign in to Cumulus</h1>
<p>Use your Cumulus account to continue.</p>
<form method="post" action="/v1/auth/authorize" novalidate data-sign-in>
${hidden}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${esc(o.email || '')}"${o.error ? ' aria-invalid="true" aria-describedby="signin-error"' : ''}${o.email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${o.error ? ' aria-invalid="true" aria-describedby="signin-error"' : ''}${o.email ? ' autofocus' : ''}>
${
  o.challengeId
    ? `<fieldset class="check">
<legend>Security check</legend>
<input type="hidden" name="challenge_id" value="${esc(o.challengeId)}">
<input id="human_check" name="human_check" type="checkbox" value="yes" required>
<label for="human_check">I am a person, not a program</label>
</fieldset>`
    : ''
}
${err}
<button type="submit">Sign in</button>
</form>
<p class="hint">Demo accounts: <code>free@cumulus.test</code> and <code>vip@cumulus.test</code>, password <code>cumulus-demo</code>.</p>
<script>${SIGN_IN_SCRIPT}</script>`,
  );
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
