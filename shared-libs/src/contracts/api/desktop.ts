/**
 * The desktop client's loopback auth-code service (spec §4 "From the desktop client with a
 * port"; its wire shape is not shown there, this one is ours) and its test stand-in's approval
 * page (infra/api/src/routes/desktop.ts). A code is handed over only after the person approved
 * it in the desktop app, and only bound to the asking page's PKCE challenge:
 *   POST /windows/client-auth-code { client_id, code_challenge, code_challenge_method: 'S256' }
 *     -> { request_id, interval, expires_in }
 *   POST /windows/client-auth-code { request_id } -> { code } once approved; until then the
 *     error envelope authorization_pending (4050), access_denied (4123) when refused,
 *     expired_token (4052) when gone.
 */
import { Type } from 'typebox';
import { Pkce, UiLocales } from './auth';
import { StringEnum } from './common';

/** The body: a new request, or a poll of one (an object or JSON null, one schema). */
export const DesktopAuthCodeBody = Type.Unsafe<{
  client_id?: string;
  code_challenge?: string;
  code_challenge_method?: 'S256';
  request_id?: string;
} | null>({
  type: ['object', 'null'],
  properties: {
    client_id: Type.String({ minLength: 1, maxLength: 100 }),
    code_challenge: Pkce,
    code_challenge_method: StringEnum(['S256'] as const),
    request_id: Type.String({ minLength: 1, maxLength: 100 }),
  },
});

/** A new request's id and polling interval (seconds), or, once approved, the code. */
export const DesktopAuthCode = Type.Object({
  code: Type.Optional(Type.String()),
  request_id: Type.Optional(Type.String()),
  interval: Type.Optional(Type.Number()),
  expires_in: Type.Optional(Type.Number()),
});

/** The stand-in's approval page (GET) and its form (POST). */
export const DesktopApprovalQuery = Type.Object({ ui_locales: UiLocales });
export const DesktopApprovalForm = Type.Object({
  request_id: Type.String({ minLength: 1, maxLength: 100 }),
  decision: StringEnum(['allow', 'deny'] as const),
  ui_locales: UiLocales,
});
