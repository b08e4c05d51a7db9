/**
 * VIP and activities (shapes are ours where api-contract.md says so): invite, activation code,
 * check-in task status and reward, invite page, reCAPTCHA verification, compensation.
 */
import { Wire } from 'shared-libs/contracts';
import type { ActivationCodeRow, InviteRow, UserRow } from '../db/rows';
import type { ApiApp, RouteDeps } from '../decorations';
import { ApiError } from '../errors';
import { requireUser } from '../session';
import { newId, rfc3339 } from '../util';
import { isVip } from '../drive/store';
import { answers } from '../schemas';

const DAY = 86400000;
/** Days granted by the invite programme to an invited newcomer (ours). */
const INVITE_FREE_DAYS = 3;
/**
 * Check-in rewards (ours; the spec has no amounts; the page and its guide say the same): days 1
 * to 6 of a streak give 2 hours of premium, day 7 a full day, then the week starts again.
 * Days are UTC calendar days.
 */
const checkInHours = (streakDay: number): number => (streakDay % 7 === 0 ? 24 : 2);
/** Compensation types: one ended (spec §3), one live for demos (ours). */
const COMPENSATIONS: Readonly<Record<string, { ended: boolean; days: number }>> = {
  aliyun_accident_202409: { ended: true, days: 7 },
  demo_compensation: { ended: false, days: 7 },
};

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export default async function vipRoutes(app: ApiApp, { ctx }: RouteDeps) {
  const { db } = ctx;
  const extendVip = (user: UserRow, days: number, type?: string): number => {
    const base = Math.max(Date.now(), user.vip_expire || 0);
    const expire = base + days * DAY;
    db.prepare<[number, string, string]>(
      'UPDATE users SET vip_expire = ?, vip_type = ? WHERE id = ?',
    ).run(expire, type || (isVip(user) ? user.vip_type : 'trial'), user.id);
    return expire;
  };

  app.post(
    '/vip/v1/activity/invite',
    {
      config: { auth: 'optional', captcha: true },
      schema: { body: Wire.InviteBody, response: answers(Wire.InviteResult) },
    },
    async (request) => {
      const user = request.user;
      if (!user || isVip(user) || user.free_vip_called)
        return { free_days: user && user.free_vip_called ? user.free_days : 0 };
      const invited = Boolean(request.body.rf && request.body.rf.trim());
      db.transaction(() => {
        if (invited) {
          extendVip(user, INVITE_FREE_DAYS, 'trial');
          db.prepare<[number, string]>('UPDATE users SET free_days = ? WHERE id = ?').run(
            INVITE_FREE_DAYS,
            user.id,
          );
        }
        db.prepare<[string]>('UPDATE users SET free_vip_called = 1 WHERE id = ?').run(user.id);
      })();
      return { free_days: invited ? INVITE_FREE_DAYS : 0 };
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
      if (
        db
          .prepare<[string, string], 1>(
            'SELECT 1 FROM activation_uses WHERE code = ? AND user_id = ?',
          )
          .get(code, user.id)
      ) {
        throw new ApiError('already_exists', 'You have already used this activation code');
      }
      let expire = 0;
      db.transaction(() => {
        expire = extendVip(user, row.days, row.vip_type);
        db.prepare<[string, string, number]>(
          'INSERT INTO activation_uses (code, user_id, used_at) VALUES (?, ?, ?)',
        ).run(code, user.id, Date.now());
      })();
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
      const { streak, doneToday } = streakOf(requireUser(request).id, request.query.scene);
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
      const user = requireUser(request);
      const rows = db
        .prepare<[string, number], InviteRow>(
          'SELECT * FROM invites WHERE inviter_id = ? ORDER BY created_at DESC, id DESC LIMIT ?',
        )
        .all(user.id, request.query.limit);
      const total = db
        .prepare<[string], { n: number; days: number }>(
          'SELECT COUNT(*) AS n, COALESCE(SUM(reward_days), 0) AS days FROM invites WHERE inviter_id = ?',
        )
        .get(user.id) ?? { n: 0, days: 0 };
      return {
        data: {
          invited_count: String(total.n),
          reward_days: total.days,
          invite_link: `${ctx.options.siteOrigins[0] || ''}/?invite=${encodeURIComponent(user.id)}`,
          list: rows.map((r) => ({
            id: r.id,
            invitee: r.invitee_name,
            reward_days: r.reward_days,
            created_time: rfc3339(r.created_at),
          })),
        },
      };
    },
  );

  app.post(
    '/vip/v1/verifyRecaptchaToken',
    { schema: { body: Wire.RecaptchaBody, response: answers(Wire.RecaptchaResult) } },
    async (request) => {
      const ok = request.body.token !== 'fail';
      return { data: { success: ok, score: ok ? 0.9 : 0.1, action: request.body.action || '' } };
    },
  );

  app.post(
    '/vip/v1/activity/compensate',
    {
      config: { auth: 'required' },
      schema: { body: Wire.CompensateBody, response: answers(Wire.CompensateResult) },
    },
    async (request) => {
      const user = requireUser(request);
      const c = COMPENSATIONS[request.body.type];
      if (!c)
        throw new ApiError('invalid_argument', `Unknown compensation type ${request.body.type}`);
      if (c.ended)
        throw new ApiError('failed_precondition', 'This compensation activity has ended');
      if (
        db
          .prepare<[string, string], 1>(
            'SELECT 1 FROM compensations WHERE user_id = ? AND type = ?',
          )
          .get(user.id, request.body.type)
      ) {
        return {
          data: { status: 'already_granted', reward_days: 0, expire: rfc3339(user.vip_expire) },
        };
      }
      let expire = 0;
      db.transaction(() => {
        expire = extendVip(user, c.days);
        db.prepare<[string, string, number]>(
          'INSERT INTO compensations (user_id, type, granted_at) VALUES (?, ?, ?)',
        ).run(user.id, request.body.type, Date.now());
      })();
      return {
        data: { status: 'granted', reward_days: c.days, expire: rfc3339(expire), id: newId('cp') },
      };
    },
  );
}
