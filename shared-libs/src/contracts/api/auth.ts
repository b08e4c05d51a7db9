/**
 * Local sign-in for the embedded server (ours, shaped like OAuth's authorization code with PKCE)
 * and the captcha (api-contract.md "User, auth, captcha").
 */
import { Type, type Static } from 'typebox';
import { StringEnum } from './common';

/** A PKCE verifier or challenge (RFC 7636). */
export const Pkce = Type.String({ minLength: 43, maxLength: 128, pattern: '^[A-Za-z0-9._~-]+$' });

/**
 * The locale the API's own pages speak (OAuth's `ui_locales`: space-separated tags, first known
 * one wins; infra/api/src/i18n). Ours on every page the API renders.
 */
export const UiLocales = Type.Optional(Type.String({ maxLength: 100 }));

/**
 * The OAuth parameters of `/v1/auth/authorize` (query of GET, form of POST). `ui_locales`: the
 * site's locale, kept as a hidden field through every post of the sign-in, sign-up and reset
 * pages (the pages speak it).
 */
export const AuthorizeParams = Type.Object({
  client_id: Type.String({ minLength: 1, maxLength: 100 }),
  redirect_uri: Type.String({ minLength: 1, maxLength: 2000 }),
  scope: Type.Optional(Type.String({ maxLength: 200 })),
  response_type: Type.String({ minLength: 1, maxLength: 50 }),
  state: Type.Optional(Type.String({ maxLength: 500 })),
  code_challenge: Type.Optional(Pkce),
  code_challenge_method: Type.Optional(StringEnum(['S256'] as const)),
  ui_locales: UiLocales,
  /** The site's theme choice (`light` | `dark`; ours): the pages follow it, else the system's. */
  theme: Type.Optional(Type.String({ maxLength: 20 })),
});

/**
 * `POST /v1/auth/authorize`: the sign-in form (urlencoded): the OAuth parameters, the account and
 * its password, and the security check shown after repeated wrong passwords.
 */
export const SignInForm = Type.Object({
  ...AuthorizeParams.properties,
  email: Type.Optional(Type.String({ maxLength: 320 })),
  password: Type.Optional(Type.String({ maxLength: 1000 })),
  challenge_id: Type.Optional(Type.String({ maxLength: 100 })),
  human_check: Type.Optional(Type.String({ maxLength: 10 })),
});
/**
 * The sign-in page's own script posts the form with fetch (`x-sign-in: fetch`) and is answered
 * where to go; a plain form post is redirected there (302).
 */
export const SignInRedirect = Type.Object({ location: Type.String() });

/** `POST /v1/auth/token` */
export const TokenBody = Type.Object({
  grant_type: StringEnum([
    'authorization_code',
    'refresh_token',
    // RFC 8628 (./device.ts); the literal is DEVICE_GRANT_TYPE of ../deviceCode.ts.
    'urn:ietf:params:oauth:grant-type:device_code',
  ] as const),
  code: Type.Optional(Type.String({ maxLength: 200 })),
  device_code: Type.Optional(Type.String({ maxLength: 200 })),
  refresh_token: Type.Optional(Type.String({ maxLength: 200 })),
  client_id: Type.String({ minLength: 1, maxLength: 100 }),
  redirect_uri: Type.Optional(Type.String({ maxLength: 2000 })),
  code_verifier: Type.Optional(Pkce),
});

export const TokenResponse = Type.Object({
  token_type: Type.Literal('Bearer'),
  access_token: Type.String(),
  refresh_token: Type.String(),
  /** Seconds. */
  expires_in: Type.Number(),
  sub: Type.String(),
});
export type TokenResponse = Static<typeof TokenResponse>;

/**
 * `POST /v1/auth/revoke`: the token to revoke, else the Authorization header's (an object or
 * JSON null: one schema with both types, not an `anyOf`).
 */
export const RevokeBody = Type.Unsafe<{ token?: string } | null>({
  type: ['object', 'null'],
  properties: { token: Type.String({ maxLength: 200 }) },
});
export const Revoked = Type.Object({});

/** `POST /v1/shield/captcha/init` */
export const CaptchaInitBody = Type.Object({
  client_id: Type.String({ maxLength: 100, default: '' }),
  /** `METHOD:path` of the guarded action. */
  action: Type.String({
    minLength: 3,
    maxLength: 310,
    pattern: '^(GET|HEAD|POST|PUT|PATCH|DELETE):\\/[\\x21-\\x7e]{0,300}$',
    description: 'action must look like METHOD:/path, e.g. POST:/drive/v1/share/restore',
  }),
  device_id: Type.String({ maxLength: 100, default: '' }),
  captcha_token: Type.Optional(Type.String({ maxLength: 300 })),
  meta: Type.Optional(Type.Object({})),
  /** Where a challenge returns to (a site origin); else the query's, else Origin. */
  redirect: Type.Optional(Type.String({ maxLength: 300 })),
});
export const CaptchaInitQuery = Type.Object({
  redirect: Type.Optional(Type.String({ maxLength: 300 })),
});
/** With `url`, a challenge page must be passed first; it returns to the site's /loading page. */
export const CaptchaInit = Type.Object({
  captcha_token: Type.String(),
  expires_in: Type.Number(),
  url: Type.Optional(Type.String()),
});
/** The challenge page (GET) and its answer (POST). */
export const CaptchaChallengeId = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100 }),
  ui_locales: UiLocales,
});
/** An HTML page (sent as is, not serialized as JSON). */
export const HtmlPage = Type.String({ contentMediaType: 'text/html' });
