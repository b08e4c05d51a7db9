/**
 * VIP and activities (ours where api-contract.md says so): invite, activation code, check-in task
 * status and reward, invite page, reCAPTCHA verification, compensation.
 */
import { Type } from 'typebox';
import { Data, Decimal, Time } from './common';

const Text = (max: number) => Type.String({ maxLength: max });
/** Free-form extra data a client may send (ignored). */
const Extra = Type.Optional(Type.Object({}));

/** `POST /vip/v1/activity/invite` */
export const InviteBody = Type.Object({
  from: Type.Optional(Text(200)),
  rr: Type.Optional(Text(2000)),
  tf: Type.Optional(Text(200)),
  rf: Type.Optional(Text(4000)),
});
export const InviteResult = Type.Object({ free_days: Type.Number() });

/** `POST /vip/v1/order/activation-code` */
export const ActivationCodeBody = Type.Object({
  activation_code: Type.String({ minLength: 1, maxLength: 64 }),
  data: Extra,
});
export const ActivationCodeResult = Data(
  Type.Object({ status: Type.String(), type: Type.String(), days: Type.Number(), expire: Time }),
);

/** `GET /vip/v1/task/status` */
export const TaskStatusQuery = Type.Object({
  scene: Type.Unsafe<'check_in'>({ type: 'string', enum: ['check_in'] }),
});
/** `reward_hours` (ours, like the amounts): the reward in hours, `reward_days` the same in days. */
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

/** `GET /vip/v1/activity/inviteExtActivityPage` */
export const InvitePageQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});
export const InvitePage = Data(
  Type.Object({
    invited_count: Decimal,
    reward_days: Type.Number(),
    invite_link: Type.String(),
    list: Type.Array(
      Type.Object({
        id: Type.String(),
        invitee: Type.String(),
        reward_days: Type.Number(),
        created_time: Time,
      }),
    ),
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

/** `POST /vip/v1/activity/compensate` */
export const CompensateBody = Type.Object({
  type: Type.String({ minLength: 1, maxLength: 64 }),
  data: Extra,
});
export const CompensateResult = Data(
  Type.Object({
    status: Type.String(),
    reward_days: Type.Number(),
    expire: Time,
    /** Only when granted now. */
    id: Type.Optional(Type.String()),
  }),
);
