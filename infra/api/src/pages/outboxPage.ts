/**
 * `GET /dev/outbox`: the mail stand-in's mailbox (decision 0016), for people trying the product
 * locally: every mail the server would have sent, newest first, with its link. Only when the
 * server runs for development or tests (the control endpoint's switch), loopback only.
 */
import type { Locale } from 'shared-libs/contracts';
import type { OutboxRow } from '../db/rows';
import { defineMessages, translator } from '../i18n';
import { escapeXml as esc } from '../media';
import { layout } from '../pages';

const m = defineMessages({
  title: { id: 'api.outbox.title', defaultMessage: 'Outbox (development)' },
  intro: {
    id: 'api.outbox.intro',
    defaultMessage:
      'The mail this server would have sent, newest first. This page exists only while the server runs for development or tests.',
  },
  empty: { id: 'api.outbox.empty', defaultMessage: 'No mail yet.' },
  to: { id: 'api.outbox.to', defaultMessage: 'To: {address}' },
  open: { id: 'api.outbox.open', defaultMessage: 'Open the link' },
});

/** Wider than the form pages (mails are long), same frame. */
const WIDE =
  '<style>main { max-width: 720px; } pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; margin: 0 0 12px; } article { border-top: 1px solid var(--border); padding: 16px 0 0; margin: 16px 0 0; } h2 { font-size: 1.1rem; margin: 0 0 4px; } .meta { font-size: .875rem; margin: 0 0 12px; }</style>';

export function outboxPage(mails: OutboxRow[], locale: Locale): string {
  const t = translator(locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
  const items = mails
    .map(
      (mail) => `<article>
<h2>${esc(mail.subject)}</h2>
<p class="meta">${esc(t(m.to, { address: mail.to_email }))} · <time datetime="${new Date(mail.created_at).toISOString()}">${esc(date.format(mail.created_at))}</time></p>
<pre lang="${esc(mail.locale)}">${esc(mail.body)}</pre>
${mail.link ? `<p><a href="${esc(mail.link)}">${esc(t(m.open))}</a></p>` : ''}
</article>`,
    )
    .join('\n');
  return layout(
    t(m.title),
    `${WIDE}<h1>${esc(t(m.title))}</h1>
<p>${esc(t(m.intro))}</p>
${items || `<p role="status">${esc(t(m.empty))}</p>`}`,
    locale,
  );
}
