/**
 * The mail stand-in (ours, decision 0016): the server never sends mail; every mail it would
 * send is recorded in the outbox table, shown by the dev page `/dev/outbox` and read by tests
 * through `GET /__control/outbox`. What a user gets follows their mail preferences: `account`
 * mails always, `newsletter` and `marketing` unless turned off (in the account page, or by an
 * unsubscribe link).
 */
import { Wire, type Locale } from 'shared-libs/contracts';
import type { ApiContext } from '../context';
import type { MailPreferenceRow, OutboxRow } from '../db/rows';
import { newId, rfc3339 } from '../util';

export type MailScene = Wire.MailScene;
/** What a mail is about (ours). */
/** `receipt`: a paid order's receipt (pay/receiptMail.ts). */
export type MailKind = 'verify' | 'reset' | 'account_exists' | 'password_changed' | 'receipt';

export interface Mail {
  to: string;
  userId: string | null;
  kind: MailKind;
  scene: MailScene;
  locale: Locale;
  subject: string;
  text: string;
  link?: string;
  code?: string;
}

const isScene = (s: string): s is MailScene => (Wire.MAIL_SCENES as readonly string[]).includes(s);
const isRequired = (s: MailScene) => Wire.REQUIRED_MAIL_SCENES.includes(s);

/** Every kind of mail and whether the user gets it, in MAIL_SCENES order. */
export function mailPreferences(ctx: ApiContext, userId: string): Wire.MailPreference[] {
  const rows = ctx.db
    .prepare<[string], MailPreferenceRow>('SELECT * FROM mail_preferences WHERE user_id = ?')
    .all(userId);
  return Wire.MAIL_SCENES.map((scene) => {
    const required = isRequired(scene);
    const row = rows.find((r) => r.scene === scene);
    return { scene, required, enabled: required || !row || row.enabled === 1 };
  });
}

/** Turns a kind of mail on or off; false when it cannot be turned off (`required`). */
export function setMailPreference(
  ctx: ApiContext,
  userId: string,
  scene: MailScene,
  enabled: boolean,
): boolean {
  if (isRequired(scene)) return enabled;
  ctx.db
    .prepare<[string, string, number, number]>(
      `INSERT INTO mail_preferences (user_id, scene, enabled, updated_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (user_id, scene) DO UPDATE SET enabled = excluded.enabled, updated_at = excluded.updated_at`,
    )
    .run(userId, scene, enabled ? 1 : 0, Date.now());
  return true;
}

/**
 * An unsubscribe link was opened (`GET /mail/v1/unsubscribe`): the account with that address
 * stops getting that kind of mail. Whether it had stopped already; null when no account has
 * the address or the kind is not one a user chooses (the link alone records it then).
 */
export function unsubscribe(ctx: ApiContext, email: string, scene: string): boolean | null {
  if (!isScene(scene) || isRequired(scene)) return null;
  const user = ctx.db
    .prepare<[string], { id: string }>('SELECT id FROM users WHERE lower(email) = lower(?)')
    .get(email);
  if (!user) return null;
  const was = mailPreferences(ctx, user.id).find((p) => p.scene === scene)?.enabled ?? true;
  setMailPreference(ctx, user.id, scene, false);
  return !was;
}

/** "Sends" a mail: records it in the outbox, unless its user turned that kind off. */
export function sendMail(ctx: ApiContext, mail: Mail): boolean {
  if (mail.userId && !isRequired(mail.scene)) {
    const pref = mailPreferences(ctx, mail.userId).find((p) => p.scene === mail.scene);
    if (pref && !pref.enabled) return false;
  }
  ctx.db
    .prepare<
      [
        string,
        string,
        string | null,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        number,
      ]
    >(
      `INSERT INTO outbox (id, to_email, user_id, kind, scene, locale, subject, body, link, code, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      newId('m'),
      mail.to,
      mail.userId,
      mail.kind,
      mail.scene,
      mail.locale,
      mail.subject,
      mail.text,
      mail.link ?? '',
      mail.code ?? '',
      Date.now(),
    );
  return true;
}

/** The newest mails first, for one address (any case) or all. */
export function listOutbox(
  ctx: ApiContext,
  o: { to?: string | undefined; limit: number },
): OutboxRow[] {
  return o.to
    ? ctx.db
        .prepare<[string, number], OutboxRow>(
          'SELECT * FROM outbox WHERE lower(to_email) = lower(?) ORDER BY created_at DESC, rowid DESC LIMIT ?',
        )
        .all(o.to.trim(), o.limit)
    : ctx.db
        .prepare<[number], OutboxRow>(
          'SELECT * FROM outbox ORDER BY created_at DESC, rowid DESC LIMIT ?',
        )
        .all(o.limit);
}

/** The outbox as the control endpoint answers it (Wire.OutboxMail), newest first. */
export const outboxMails = (
  ctx: ApiContext,
  o: { to?: string | undefined; limit: number },
): Wire.OutboxMail[] =>
  listOutbox(ctx, o).map((m) => ({
    id: m.id,
    to: m.to_email,
    kind: m.kind,
    scene: m.scene,
    locale: m.locale,
    subject: m.subject,
    text: m.body,
    link: m.link,
    code: m.code,
    created_time: rfc3339(m.created_at),
  }));
