/**
 * VIP and activities (ours where api-contract.md says so): invite, activation code, check-in task
 * status and reward, invite page, reCAPTCHA verification, compensation.
 */
import { Type } from 'typebox';
import { Data, Decimal, PageToken, Time } from './common';

const Text = (max: number) => Type.String({ maxLength: max });
/** Free-form extra data a client may send (ignored). */
const Extra = Type.Optional(Type.Object({}));

/**
 * `POST /vip/v1/activity/invite` (spec §7: from, rr, tf, rf). `campaign` (ours) is the visit's
 * attribution campaign (`__campaign`): a visitor who came through an invite link has the source
 * (`tf`) `invite` and the inviter's invite code as its campaign. The call is made once per user
 * (spec §4): the first one counts, later ones answer `free_days: 0`.
 */
export const InviteBody = Type.Object({
  from: Type.Optional(Text(200)),
  rr: Type.Optional(Text(2000)),
  tf: Type.Optional(Text(200)),
  rf: Type.Optional(Text(4000)),
  campaign: Type.Optional(Text(200)),
});
/** The free premium days this call gave (0: none, or given before). */
export const InviteResult = Type.Object({ free_days: Type.Number() });

/** `POST /vip/v1/order/activation-code` */
export const ActivationCodeBody = Type.Object({
  activation_code: Type.String({ minLength: 1, maxLength: 64 }),
  data: Extra,
});
export const ActivationCodeResult = Data(
  Type.Object({ status: Type.String(), type: Type.String(), days: Type.Number(), expire: Time }),
);

/**
 * `GET /vip/v1/task/status`: `scene` is `check_in`, or a compensation type (ours: whether the
 * user can still claim it). Any other scene is refused (invalid_argument).
 */
export const TaskStatusQuery = Type.Object({
  scene: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});
/**
 * `reward_hours` (ours, like the amounts): the reward in hours, `reward_days` the same in days.
 * `status`: check-in `todo` or `done` (today); a compensation `todo` (can be claimed), `done`
 * (claimed), `upcoming` or `ended`. A compensation has no `streak` (0).
 */
export const TaskStatus = Data(
  Type.Object({
    status: Type.String(),
    reward_days: Type.Number(),
    reward_hours: Type.Number(),
    streak: Type.Number(),
  }),
);

/** `POST /vip/v1/activity/rewardVip` */
export const RewardVipBody = Type.Object({
  type: Type.Unsafe<'check_in'>({ type: 'string', enum: ['check_in'] }),
  data: Extra,
});
/** The new premium expiry, the hours this check-in added and the streak it made. */
export const RewardVip = Data(
  Type.Object({ expire: Time, reward_hours: Type.Number(), streak: Type.Number() }),
);

/**
 * `GET /vip/v1/activity/inviteExtActivityPage?limit=` (spec §7); `page_token` (ours) asks for
 * the page after the one whose `next_page_token` it is.
 */
export const InvitePageQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  page_token: Type.Optional(PageToken),
});
/**
 * The signed-in user's invite programme (ours): the totals over every invite, the invite code
 * and link, the days the programme gives (`reward_days_per_invite` to the inviter,
 * `newcomer_days` to the friend), and one page of the people who joined through the link, newest
 * first. `invitee` is masked (`fr***@example.test`): an inviter sees who, not their address.
 * `next_page_token` is '' on the last page.
 */
export const InvitePage = Data(
  Type.Object({
    invited_count: Decimal,
    reward_days: Type.Number(),
    invite_code: Type.String(),
    invite_link: Type.String(),
    reward_days_per_invite: Type.Number(),
    newcomer_days: Type.Number(),
    list: Type.Array(
      Type.Object({
        id: Type.String(),
        invitee: Type.String(),
        reward_days: Type.Number(),
        created_time: Time,
      }),
    ),
    next_page_token: Type.String(),
  }),
);

/** `POST /vip/v1/verifyRecaptchaToken` */
export const RecaptchaBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 4000 }),
  action: Type.Optional(Text(100)),
});
export const RecaptchaResult = Data(
  Type.Object({ success: Type.Boolean(), score: Type.Number(), action: Type.String() }),
);

/**
 * `POST /vip/v1/activity/compensate` (ours): claims a compensation type (spec §3) once. A second
 * claim is `already_exists`, a type that has ended or not started `failed_precondition`, an
 * unknown one `invalid_argument`.
 */
export const CompensateBody = Type.Object({
  type: Type.String({ minLength: 1, maxLength: 64 }),
  data: Extra,
});
/** The claim: the premium days it added and the new premium expiry. */
export const CompensateResult = Data(
  Type.Object({
    status: Type.Literal('granted'),
    type: Type.String(),
    reward_days: Type.Number(),
    expire: Time,
    id: Type.String(),
  }),
);
