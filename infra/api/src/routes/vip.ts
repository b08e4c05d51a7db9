/**
 * VIP and activities (shapes are ours where api-contract.md says so): invite, activation code,
 * check-in task status and reward, invite page, reCAPTCHA verification, compensation.
 */
import { Wire } from 'shared-libs/contracts';
import type { ActivationCodeRow, CaptchaTokenRow, UserRow } from '../db/rows';
import type { ApiApp, RouteDeps } from '../decorations';
import { ApiError } from '../errors';
import { requireUser } from '../session';
import { newId, rfc3339 } from '../util';
import { isVip } from '../drive/store';
import { grantVip } from '../drive/vipGrant';
import { answers } from '../schemas';
import { compensationType } from '../campaigns';
import { applyInvite, invitePage } from '../invites';

const DAY = 86400000;
/**
 * Check-in rewards (ours; the spec has no amounts; the page and its guide say the same): days 1
 * to 6 of a streak give 2 hours of premium, day 7 a full day, then the week starts again.
 * Days are UTC calendar days.
 */
const checkInHours = (streakDay: number): number => (streakDay % 7 === 0 ? 24 : 2);
/** The check-in's task scene (the compensation types are the other scenes: campaigns.ts). */
const CHECK_IN = 'check_in';

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export default async function vipRoutes(app: ApiApp, { ctx }: RouteDeps) {
  const { db } = ctx;
  /** Adds premium days (drive/vipGrant.ts, shared with paid orders); the new expiry. */
  const extendVip = (user: UserRow, days: number, type?: string): number =>
    grantVip(db, user, days, type).expire;

  app.post(
    '/vip/v1/activity/invite',
    {
      config: { auth: 'optional', captcha: true },
      schema: { body: Wire.InviteBody, response: answers(Wire.InviteResult) },
    },
    // The invite programme (invites.ts): a signed-in user's first call counts, once.
    async (request) => {
      const user = request.user;
      if (!user || isVip(user)) return { free_days: 0 };
      return { free_days: applyInvite(db, extendVip, user, request.body) };
    },
  );

  app.post(
    '/vip/v1/order/activation-code',
    {
      config: { auth: 'required' },
      schema: { body: Wire.ActivationCodeBody, response: answers(Wire.ActivationCodeResult) },
    },
    async (request) => {
      const user = requireUser(request);
      const code = request.body.activation_code.trim().toUpperCase();
      const row = db
        .prepare<[string], ActivationCodeRow>('SELECT * FROM activation_codes WHERE code = ?')
        .get(code);
      if (!row) throw new ApiError('invalid_argument', 'The activation code is invalid');
      let expire = 0;
      // Checked and used in one transaction: two accounts racing for a single-use code.
      db.transaction(() => {
        if (
          db
            .prepare<[string, string], 1>(
              'SELECT 1 FROM activation_uses WHERE code = ? AND user_id = ?',
            )
            .get(code, user.id)
        ) {
          throw new ApiError('already_exists', 'You have already used this activation code');
        }
        if (row.expires_at !== null && row.expires_at <= Date.now()) {
          throw new ApiError(
            'out_of_range',
            `This activation code expired on ${rfc3339(row.expires_at).slice(0, 10)}`,
          );
        }
        const uses = db
          .prepare<[string], number>('SELECT COUNT(*) FROM activation_uses WHERE code = ?')
          .pluck()
          .get(code);
        if (row.max_uses !== null && (uses ?? 0) >= row.max_uses) {
          throw new ApiError(
            'failed_precondition',
            'This activation code has already been used by another account',
          );
        }
        expire = extendVip(user, row.days, row.vip_type);
        db.prepare<[string, string, number]>(
          'INSERT INTO activation_uses (code, user_id, used_at) VALUES (?, ?, ?)',
        ).run(code, user.id, Date.now());
      }).immediate();
      return {
        data: { status: 'ok', type: row.vip_type, days: row.days, expire: rfc3339(expire) },
      };
    },
  );

  const streakOf = (userId: string, scene: string) => {
    const days = new Set(
      db
        .prepare<[string, string], string>(
          'SELECT day FROM checkins WHERE user_id = ? AND scene = ?',
        )
        .pluck()
        .all(userId, scene),
    );
    let t = Date.now();
    if (!days.has(utcDay(t))) t -= DAY; // today not done yet: the streak up to yesterday still counts
    let streak = 0;
    while (days.has(utcDay(t))) {
      streak += 1;
      t -= DAY;
    }
    return { streak, doneToday: days.has(utcDay(Date.now())) };
  };

  app.get(
    '/vip/v1/task/status',
    {
      config: { auth: 'required' },
      schema: { querystring: Wire.TaskStatusQuery, response: answers(Wire.TaskStatus) },
    },
    async (request) => {
      const user = requireUser(request);
      const scene = request.query.scene;
      if (scene !== CHECK_IN) {
        // A compensation type: whether the user can still claim it (ours).
        const c = compensationType(scene, Date.now(), ctx.state);
        if (!c) throw new ApiError('invalid_argument', `Unknown task scene ${scene}`);
        const claimed = Boolean(
          db
            .prepare<[string, string], 1>(
              'SELECT 1 FROM compensations WHERE user_id = ? AND type = ?',
            )
            .get(user.id, c.type),
        );
        const status = claimed ? 'done' : c.status === 'live' ? 'todo' : c.status;
        return { data: { status, reward_days: c.days, reward_hours: c.days * 24, streak: 0 } };
      }
      const { streak, doneToday } = streakOf(user.id, scene);
      // Today's reward once checked in, else the reward of the next check-in.
      const hours = checkInHours(doneToday ? streak : streak + 1);
      return {
        data: {
          status: doneToday ? 'done' : 'todo',
          reward_days: hours / 24,
          reward_hours: hours,
          streak,
        },
      };
    },
  );

  app.post(
    '/vip/v1/activity/rewardVip',
    {
      config: { auth: 'required' },
      schema: { body: Wire.RewardVipBody, response: answers(Wire.RewardVip) },
    },
    async (request) => {
      const user = requireUser(request);
      const day = utcDay(Date.now());
      if (
        db
          .prepare<[string, string, string], 1>(
            'SELECT 1 FROM checkins WHERE user_id = ? AND scene = ? AND day = ?',
          )
          .get(user.id, request.body.type, day)
      ) {
        throw new ApiError('already_exists', 'Already checked in today');
      }
      const streak = streakOf(user.id, request.body.type).streak + 1;
      const hours = checkInHours(streak);
      let expire = 0;
      db.transaction(() => {
        db.prepare<[string, string, string, number]>(
          'INSERT INTO checkins (user_id, scene, day, reward_days) VALUES (?, ?, ?, ?)',
        ).run(user.id, request.body.type, day, hours / 24);
        expire = extendVip(user, hours / 24);
      })();
      return { data: { expire: rfc3339(expire), reward_hours: hours, streak } };
    },
  );

  app.get(
    '/vip/v1/activity/inviteExtActivityPage',
    {
      config: { auth: 'required' },
      schema: { querystring: Wire.InvitePageQuery, response: answers(Wire.InvitePage) },
    },
    async (request) => {
      // The link names the site the request came from, when it is one of ours.
      const origin = request.headers.origin;
      const site =
        origin && ctx.options.siteOrigins.includes(origin)
          ? origin
          : ctx.options.siteOrigins[0] || '';
      return { data: invitePage(db, requireUser(request), request.query, site) };
    },
  );

  app.post(
    '/vip/v1/verifyRecaptchaToken',
    { schema: { body: Wire.RecaptchaBody, response: answers(Wire.RecaptchaResult) } },
    // Verifies a captcha token this API issued (routes/captcha.ts, table captcha_tokens), as a
    // reCAPTCHA-style verdict (ours): unknown or expired, or issued for another action than the
    // one asked (when one is), fails with score 0; a token earned by solving a challenge
    // (`proven`) scores 0.9, a silent one 0.5. `action` answers the token's own action. Asking
    // does not use the token up: the guarded call it was issued for still takes it.
    async (request) => {
      const { token, action } = request.body;
      const row =
        token.length <= 200
          ? db
              .prepare<[string, number], CaptchaTokenRow>(
                'SELECT * FROM captcha_tokens WHERE token = ? AND expires_at > ?',
              )
              .get(token, Date.now())
          : undefined;
      if (!row || (action !== undefined && action !== row.action)) {
        return { data: { success: false, score: 0, action: row?.action ?? action ?? '' } };
      }
      return { data: { success: true, score: row.proven ? 0.9 : 0.5, action: row.action } };
    },
  );

  app.post(
    '/vip/v1/activity/compensate',
    {
      config: { auth: 'required' },
      schema: { body: Wire.CompensateBody, response: answers(Wire.CompensateResult) },
    },
    // A compensation type (campaigns.ts) is claimed once per user, while it is live.
    async (request) => {
      const user = requireUser(request);
      const c = compensationType(request.body.type, Date.now(), ctx.state);
      if (!c)
        throw new ApiError('invalid_argument', `Unknown compensation type ${request.body.type}`);
      if (c.status !== 'live') {
        throw new ApiError(
          'failed_precondition',
          c.status === 'ended'
            ? `This compensation ended on ${c.end_time.slice(0, 10)}`
            : `This compensation opens on ${c.start_time.slice(0, 10)}`,
        );
      }
      let expire = 0;
      db.transaction(() => {
        // Checked and recorded at once: two racing claims grant once.
        const added = db
          .prepare<[string, string, number]>(
            'INSERT OR IGNORE INTO compensations (user_id, type, granted_at) VALUES (?, ?, ?)',
          )
          .run(user.id, c.type, Date.now());
        if (added.changes !== 1)
          throw new ApiError('already_exists', 'You have already claimed this compensation');
        const fresh =
          db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?').get(user.id) ?? user;
        expire = extendVip(fresh, c.days);
      })();
      return {
        data: {
          status: 'granted' as const,
          type: c.type,
          reward_days: c.days,
          expire: rfc3339(expire),
          id: newId('cp'),
        },
      };
    },
  );
}
