/**
 * Accounts (ours, decision 0016): the API's sign-up, e-mail verification and password reset
 * pages (HTML forms on the API origin, beside the sign-in page), the signed-in account calls
 * (change the password, sign out everywhere, e-mail preferences) and the mail stand-in's outbox
 * for tests.
 */
import { Type, type Static } from 'typebox';
import { Limit, StringEnum, Time } from './common';
import { MAIL_SCENES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { AuthorizeParams, UiLocales } from './auth';

/**
 * The standard address pattern of spec §5, as `isEmail` (shared-libs/src/utils/format.ts)
 * checks it in the browser; infra/api/test/account.test.ts checks that both agree.
 */
export const EMAIL_PATTERN =
  "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$";
/** The longest address the pages take (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A field of a page's form. Optional and loose: a missing or wrong value is answered by the page
 * itself with its error next to the field (a form is HTML, not a JSON client); only a value far
 * too long is refused by the schema (a 400 envelope).
 */
const Field = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const email = Field(320);
const code = Field(20);
/** The one-time security check shown after repeated failures (decision 0009). */
const check = { challenge_id: Field(100), human_check: Field(10) };

/** `GET /v1/auth/signup`, `GET /v1/auth/forgot`: the OAuth parameters, the address to prefill. */
export const AccountPageQuery = Type.Object({ ...AuthorizeParams.properties, email });
/** `GET /v1/auth/verify`, `GET /v1/auth/reset`: the mail's link (the code is filled in). */
export const CodePageQuery = Type.Object({ ...AuthorizeParams.properties, email, code });

/** `POST /v1/auth/signup` (urlencoded). */
export const SignUpForm = Type.Object({
  ...AuthorizeParams.properties,
  email,
  name: Field(200),
  password: Field(1000),
  /** The "news and offers" box (ours): `on` when ticked; off unless chosen (issue 31). */
  marketing: Field(10),
  ...check,
});
/** `POST /v1/auth/verify`: the code of the verification mail. */
export const VerifyForm = Type.Object({ ...AuthorizeParams.properties, email, code, ...check });
/** `POST /v1/auth/verify/resend`, `POST /v1/auth/forgot`: send the mail (again). */
export const MailForm = Type.Object({ ...AuthorizeParams.properties, email, ...check });
/** `POST /v1/auth/reset`: the code of the reset mail and the new password. */
export const ResetForm = Type.Object({
  ...AuthorizeParams.properties,
  email,
  code,
  password: Field(1000),
  ...check,
});

/** A kind of mail (`scene`, as in the unsubscribe links). */
export const MailScene = StringEnum(MAIL_SCENES);
export type MailScene = Static<typeof MailScene>;

/** `POST /v1/user/password` (cred): the current password and the new one. */
export const ChangePasswordBody = Type.Object(
  {
    old_password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
    new_password: Type.String({
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
    }),
  },
  { additionalProperties: false },
);
/** How many other sessions (token families) were signed out; this one stays signed in. */
export const PasswordChanged = Type.Object({ signed_out_sessions: Type.Integer() });

/** `POST /v1/user/sessions:revokeAll` (cred): every session of the user ends, this one too. */
export const SessionsRevoked = Type.Object({ signed_out_sessions: Type.Integer() });

/** One kind of mail: whether the user gets it; `required` ones cannot be turned off. */
export const MailPreference = Type.Object({
  scene: MailScene,
  enabled: Type.Boolean(),
  required: Type.Boolean(),
});
export type MailPreference = Static<typeof MailPreference>;
/** `GET` and `PATCH /v1/user/mail_preferences` (cred): every kind, in MAIL_SCENES order. */
export const MailPreferences = Type.Object({ preferences: Type.Array(MailPreference) });
export const MailPreferenceBody = Type.Object(
  { scene: MailScene, enabled: Type.Boolean() },
  { additionalProperties: false },
);

/**
 * `GET /dev/outbox?key=` (the mail stand-in, behind the per-run dev key `npm start` prints): the
 * outbox page, for one address or all.
 */
export const DevOutboxQuery = Type.Object({
  key: Type.Optional(Type.String({ maxLength: 200 })),
  to: email,
  ui_locales: UiLocales,
});

/** `GET /__control/outbox?to=&limit=` (loopback only): the newest mails first. */
export const ControlOutboxQuery = Type.Object({ to: email, limit: Limit(20, 200) });
/** A recorded mail: what it says, and its link and code apart (tests read them). */
export const OutboxMail = Type.Object({
  id: Type.String(),
  to: Type.String(),
  /** verify, reset, account_exists, password_changed (ours). */
  kind: Type.String(),
  scene: MailScene,
  locale: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  /** '' when the mail has none. */
  link: Type.String(),
  code: Type.String(),
  created_time: Time,
});
export type OutboxMail = Static<typeof OutboxMail>;
export const Outbox = Type.Object({ mails: Type.Array(OutboxMail) });
