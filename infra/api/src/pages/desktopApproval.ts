/**
 * The approval window of the desktop app's loopback service, as its test stand-in renders it
 * (routes/desktop.ts): who asks to sign in with the desktop app's account, and Allow / Deny.
 * In the product this is the desktop app's own window; here a page of the API origin.
 */
import type { Locale } from 'shared-libs/contracts';
import { defineMessages, translator } from '../i18n';
import { escapeXml as esc } from '../media';
import { layout } from '../pages';

const m = defineMessages({
  title: { id: 'api.desktop.title', defaultMessage: 'Cumulus desktop app (test stand-in)' },
  ask: {
    id: 'api.desktop.ask',
    defaultMessage:
      '{site} asks to sign in to Cumulus with the account of this desktop app: {name} ({email}).',
  },
  askUnknown: {
    id: 'api.desktop.askUnknown',
    defaultMessage:
      'A program on this computer asks to sign in to Cumulus with the account of this desktop app: {name} ({email}).',
  },
  warn: {
    id: 'api.desktop.warn',
    defaultMessage:
      'Allow it only if you have just chosen to sign in with the desktop app on that site.',
  },
  allow: { id: 'api.desktop.allow', defaultMessage: 'Allow' },
  deny: { id: 'api.desktop.deny', defaultMessage: 'Deny' },
  allowed: {
    id: 'api.desktop.allowed',
    defaultMessage: 'Allowed. Go back to your browser: it signs you in now.',
  },
  denied: { id: 'api.desktop.denied', defaultMessage: 'Denied. No one was signed in.' },
  none: { id: 'api.desktop.none', defaultMessage: 'No sign-in is waiting for your approval.' },
});

export interface ApprovalRequest {
  id: string;
  /** The Origin of the page that asked, as its browser said ('' when none was sent). */
  site: string;
  name: string;
  email: string;
}

/** The page: the oldest waiting request (or none), or the outcome of an answer. */
export function desktopApprovalPage(o: {
  locale: Locale;
  request?: ApprovalRequest | undefined;
  outcome?: 'allowed' | 'denied' | 'gone';
}): string {
  const t = translator(o.locale);
  const r = o.request;
  let body: string;
  if (o.outcome) {
    const text = o.outcome === 'allowed' ? m.allowed : o.outcome === 'denied' ? m.denied : m.none;
    body = `<p role="status">${esc(t(text))}</p>`;
  } else if (!r) {
    body = `<p role="status">${esc(t(m.none))}</p>`;
  } else {
    const who = { name: r.name, email: r.email };
    const ask = r.site ? t(m.ask, { site: r.site, ...who }) : t(m.askUnknown, who);
    const button = (decision: 'allow' | 'deny', text: string, cls = '') =>
      `<button type="submit" name="decision" value="${decision}"${cls ? ` class="${cls}"` : ''}>${esc(text)}</button>`;
    body = `<p>${esc(ask)}</p>
<p>${esc(t(m.warn))}</p>
<form method="post" action="/windows/approve">
<input type="hidden" name="request_id" value="${esc(r.id)}">
<input type="hidden" name="ui_locales" value="${esc(o.locale)}">
${button('allow', t(m.allow))}
${button('deny', t(m.deny), 'secondary')}
</form>`;
  }
  return layout(t(m.title), `<h1 tabindex="-1">${esc(t(m.title))}</h1>\n${body}`, o.locale);
}
