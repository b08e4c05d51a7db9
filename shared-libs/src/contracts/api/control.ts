/**
 * The loopback-only control endpoint for tests (infra/api/src/routes/control.ts): runtime
 * switches, fault injection, fresh users and app-bridge codes.
 */
import { Type } from 'typebox';
import { Rule, StringEnum } from './common';

const FAULT_MODES = ['ok', 'dead', 'slow', 'fail'] as const;
const REGION_ANSWERS = ['accessible', 'blocked', 'dead'] as const;
const CAPTCHA_MODES = ['silent', 'challenge', 'too_frequent'] as const;
const DESKTOP_USERS = ['', 'u-free', 'u-vip'] as const;

/** `POST /__control`: `port` is the listening port to affect (default: this one; '*' = all). */
export const ControlBody = Type.Object(
  {
    port: Type.Optional(
      Type.Union([
        Type.Integer({ minimum: 0, maximum: 65535 }),
        Type.String({ minLength: 1, maxLength: 40 }),
      ]),
    ),
    mode: Type.Optional(StringEnum(FAULT_MODES)),
    delayMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 120000 })),
    failRate: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    pathPrefix: Type.Optional(Type.String({ maxLength: 300 })),
    region: Type.Optional(StringEnum(REGION_ANSWERS)),
    captchaMode: Type.Optional(StringEnum(CAPTCHA_MODES)),
    accessTokenTtlSec: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 * 86400 })),
    linkTtlSec: Type.Optional(Type.Integer({ minimum: 1, maximum: 7 * 86400 })),
    taskStepMs: Type.Optional(Type.Integer({ minimum: 1, maximum: 60000 })),
    allowVconsole: Type.Optional(Type.Boolean()),
    countryCode: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
    desktopUser: Type.Optional(StringEnum(DESKTOP_USERS)),
    limitWindowMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 3_600_000 })),
    /** Forget every count of the guessing limits. */
    resetLimits: Type.Optional(Type.Boolean()),
    reset: Type.Optional(Type.Boolean()),
  },
  {
    additionalProperties: false,
    allOf: [
      Rule('slow needs delayMs', {
        if: { required: ['mode'], properties: { mode: { const: 'slow' } } },
        then: { required: ['delayMs'] },
      }),
      Rule('fail needs failRate', {
        if: { required: ['mode'], properties: { mode: { const: 'fail' } } },
        then: { required: ['failRate'] },
      }),
    ],
  },
);

/** The switches as they are (every control answer). */
export const ControlState = Type.Object({
  origin: Type.String(),
  faults: Type.Record(
    Type.String(),
    Type.Object({
      mode: StringEnum(FAULT_MODES),
      delayMs: Type.Number(),
      failRate: Type.Number(),
      pathPrefix: Type.String(),
    }),
  ),
  region: Type.Record(Type.String(), StringEnum(REGION_ANSWERS)),
  captchaMode: StringEnum(CAPTCHA_MODES),
  accessTokenTtlSec: Type.Number(),
  linkTtlSec: Type.Number(),
  taskStepMs: Type.Number(),
  allowVconsole: Type.Boolean(),
  countryCode: Type.String(),
  desktopUser: StringEnum(DESKTOP_USERS),
  limitWindowMs: Type.Number(),
  /** The database file. */
  dataFile: Type.String(),
});

/** `POST /__control/users`: a fresh user with a small drive (quota in bytes). */
export const ControlUsersBody = Type.Unsafe<{ quota?: number } | undefined>(
  Type.Object(
    { quota: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 ** 50 })) },
    { additionalProperties: false },
  ),
);
export const ControlUser = Type.Object({ user_id: Type.String(), email: Type.String() });

/** `POST /__control/code`: an app-bridge authorization code (no PKCE). */
export const ControlCodeBody = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 320 }),
    client_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false },
);
export const ControlCode = Type.Object({ code: Type.String() });
