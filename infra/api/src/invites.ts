/**
 * The invite programme (ours where the spec is silent; spec §4 gives the client's rule, §7 the
 * calls). A user's invite code is their user id; their invite link is the site's home page with
 * the spec's attribution parameters (`__source=invite`, `__medium=link`, `__campaign=<code>`),
 * the same link the drive's invite dialog builds. A visitor who came through it has the source
 * `invite` and the code as campaign; when they are signed in, the client's invite-activity call
 * (spec §4, once per user) sends both (`tf`, `campaign`), and that first call credits:
 * - the newcomer gets NEWCOMER_DAYS free premium days (answered as `free_days`);
 * - the inviter gets INVITER_DAYS premium days and an entry in their list.
 * Only a user's first call counts (`users.free_vip_called`), a newcomer credits one inviter once
 * (unique `invites.invitee_id`), and nobody is credited for their own link.
 */
import type { Static } from '@fastify/type-provider-typebox';
import type { Database } from 'better-sqlite3';
import type { Wire } from 'shared-libs/contracts';
import type { InviteRow, UserRow } from './db/rows';
import { ApiError } from './errors';
import { newId, rfc3339 } from './util';

/** The attribution source of an invite link. */
export const INVITE_SOURCE = 'invite';
/** Free premium days of a newcomer who joined through an invite link (ours). */
export const NEWCOMER_DAYS = 3;
/** Premium days an inviter earns per newcomer (ours). */
export const INVITER_DAYS = 3;

/** The invite link of `code` on the site at `siteOrigin`. */
export function inviteLink(siteOrigin: string, code: string): string {
  const q = new URLSearchParams({ __source: INVITE_SOURCE, __medium: 'link', __campaign: code });
  return `${siteOrigin}/?${q}`;
}

/** Adds premium days to a user (the VIP routes' grant), with the premium kind to record. */
export type GrantVip = (user: UserRow, days: number, type?: string) => unknown;

/**
 * The invite-activity call of `user` (spec §4): the free days it gives now (0 when it is not
 * the user's first call, or they did not come through someone else's invite link).
 */
export function applyInvite(
  db: Database,
  grant: GrantVip,
  user: UserRow,
  body: Static<typeof Wire.InviteBody>,
  now = Date.now(),
): number {
  const byId = db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?');
  let freeDays = 0;
  db.transaction(() => {
    // The first call only (checked and marked at once: two racing calls credit once).
    const first = db
      .prepare<[string]>(
        'UPDATE users SET free_vip_called = 1 WHERE id = ? AND free_vip_called = 0',
      )
      .run(user.id);
    if (first.changes !== 1) return;
    const code = body.tf === INVITE_SOURCE ? (body.campaign ?? '').trim() : '';
    const inviter = code && code !== user.id ? byId.get(code) : undefined;
    if (!inviter) return;
    const added = db
      .prepare<[string, string, string, string, number, number]>(
        `INSERT OR IGNORE INTO invites (id, inviter_id, invitee_id, invitee_name, reward_days, created_at)
        VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(newId('inv'), inviter.id, user.id, user.email || user.name, INVITER_DAYS, now);
    if (added.changes !== 1) return;
    grant(byId.get(user.id) ?? user, NEWCOMER_DAYS, 'trial');
    db.prepare<[number, string]>('UPDATE users SET free_days = ? WHERE id = ?').run(
      NEWCOMER_DAYS,
      user.id,
    );
    grant(inviter, INVITER_DAYS);
    freeDays = NEWCOMER_DAYS;
  })();
  return freeDays;
}

/**
 * A name an inviter may see: an address keeps its first two letters and its domain
 * (`fr***@example.test`), any other name its first letter (`A***`).
 */
export function maskName(name: string): string {
  const at = name.lastIndexOf('@');
  if (at > 0)
    return `${[...name.slice(0, at)].slice(0, Math.min(2, at - 1) || 1).join('')}***${name.slice(at)}`;
  const first = [...name.trim()][0];
  return first ? `${first}***` : '***';
}

type Cursor = { t: number; id: string };
const encodeCursor = (c: Cursor) => Buffer.from(`${c.t}:${c.id}`).toString('base64url');
function decodeCursor(token: string): Cursor {
  const text = Buffer.from(token, 'base64url').toString();
  const m = /^(\d{1,15}):(\S{1,128})$/.exec(text);
  if (!m) throw new ApiError('invalid_argument', 'page_token is not a token of this list');
  return { t: Number(m[1]), id: m[2] as string };
}

/** The inviter's totals and one page of their list, newest first. */
export function invitePage(
  db: Database,
  user: Pick<UserRow, 'id'>,
  q: { limit: number; page_token?: string | undefined },
  siteOrigin: string,
): Static<typeof Wire.InvitePage>['data'] {
  const after = q.page_token ? decodeCursor(q.page_token) : { t: Number.MAX_SAFE_INTEGER, id: '' };
  const rows = db
    .prepare<[string, number, number, string, number], InviteRow>(
      `SELECT * FROM invites WHERE inviter_id = ? AND (created_at < ? OR (created_at = ? AND id < ?))
      ORDER BY created_at DESC, id DESC LIMIT ?`,
    )
    .all(user.id, after.t, after.t, after.id || '\uffff', q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  const total = db
    .prepare<[string], { n: number; days: number }>(
      'SELECT COUNT(*) AS n, COALESCE(SUM(reward_days), 0) AS days FROM invites WHERE inviter_id = ?',
    )
    .get(user.id) ?? { n: 0, days: 0 };
  return {
    invited_count: String(total.n),
    reward_days: total.days,
    invite_code: user.id,
    invite_link: inviteLink(siteOrigin, user.id),
    reward_days_per_invite: INVITER_DAYS,
    newcomer_days: NEWCOMER_DAYS,
    list: page.map((r) => ({
      id: r.id,
      invitee: maskName(r.invitee_name),
      reward_days: r.reward_days,
      created_time: rfc3339(r.created_at),
    })),
    next_page_token:
      rows.length > q.limit && last ? encodeCursor({ t: last.created_at, id: last.id }) : '',
  };
}
