/**
 * The one script of the API's form pages (sign-in, sign-up, verification, reset), its CSP hash,
 * and how a form page is answered. It also reveals and runs the show-password boxes
 * (pages/chrome.ts), which stay hidden without it.
 *
 * The forms post through fetch, so one failed answer of a flaky origin (a 5xx, a reset
 * connection) is retried instead of leaving the visitor on an error page (issue 12, item 2).
 * Success answers `{ location }` (the form asks with `x-sign-in: fetch`); any other answer is a
 * page, whose <main> replaces this one (wrong password, next step, security check, limits); a
 * page's `data-url` (its own GET address) becomes the address, so a reload shows it again.
 * Without JavaScript the forms post as usual. The script has no text of its own: what it says
 * when the service does not answer is the form's `data-unreachable`, in the page's language.
 */
import nodeCrypto from 'node:crypto';
import type { FastifyReply } from 'fastify';

const FORM_SCRIPT = `const reveal = (root) => {
  for (const el of root.querySelectorAll('[data-show-password]')) el.hidden = false;
};
reveal(document);
document.addEventListener('change', (event) => {
  const box = event.target;
  const wrap = box instanceof HTMLInputElement && box.closest('[data-show-password]');
  if (!wrap) return;
  const input = document.getElementById(wrap.getAttribute('data-show-password'));
  if (input) input.type = box.checked ? 'text' : 'password';
});
document.addEventListener('submit', async (event) => {
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
      reveal(main);
      document.title = doc.title;
      if (main.dataset.url) history.replaceState(null, '', main.dataset.url);
      const first = main.querySelector('[autofocus]') || main.querySelector('[role=alert]:not([hidden])') || main.querySelector('h1');
      if (first) first.focus();
      return;
    }
  }
  if (button) button.disabled = false;
  const error = form.querySelector('[role=alert]');
  if (error) {
    error.hidden = false;
    error.className = 'error';
    error.textContent = form.getAttribute('data-unreachable') || '';
  }
});`;

/** The CSP source of the form script (a hash: the pages have no other script). */
export const FORM_SCRIPT_SRC = `'sha256-${nodeCrypto.createHash('sha256').update(FORM_SCRIPT).digest('base64')}'`;

/** The <script> element every form page ends with. */
export const formScriptTag = (): string => `<script>${FORM_SCRIPT}</script>`;

const PAGE_CSP = `default-src 'none'; script-src ${FORM_SCRIPT_SRC}; connect-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'`;

/** Answers a form page (HTML, sent as is) with its CSP. */
export const sendFormPage = (reply: FastifyReply, status: number, body: string): FastifyReply =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', PAGE_CSP)
    .send(body);
