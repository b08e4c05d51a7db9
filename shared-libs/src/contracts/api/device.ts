/**
 * Device sign-in (RFC 8628, the device authorization grant; spec §4 "Auth polling states", §8
 * 4050-4052). A TV or another device without a keyboard worth the name asks for a code, the
 * person approves it on the site's `/tv` page while signed in, and the device polls the token
 * endpoint. Paths, field names and errors are RFC 8628's; the user code's shape is ours:
 *   POST /v1/auth/device/code { client_id, scope? }
 *     -> { device_code, user_code, verification_uri, verification_uri_complete, interval, expires_in }
 *   POST /v1/auth/token { grant_type: DEVICE_GRANT_TYPE, device_code, client_id }
 *     -> tokens once approved; until then the error envelope authorization_pending (4050),
 *     slow_down (4051: polled sooner than `interval`; the interval grows by 5 s), access_denied
 *     (4123) when refused, expired_token (4052) when the code ran out.
 *   GET /v1/auth/device?user_code= (signed in) -> the request: which client asks, until when
 *   POST /v1/auth/device { user_code, decision: 'allow' | 'deny' } (signed in) -> { decision }
 */
import { Type, type Static } from 'typebox';
import { StringEnum } from './common';

// The grant type, the user code's alphabet and its reading rule: ../deviceCode.ts (run time).

/** `POST /v1/auth/device/code` (form or JSON). */
export const DeviceCodeBody = Type.Object({
  client_id: Type.String({ minLength: 1, maxLength: 100 }),
  scope: Type.Optional(Type.String({ maxLength: 200 })),
});

export const DeviceCode = Type.Object({
  device_code: Type.String(),
  user_code: Type.String(),
  verification_uri: Type.String(),
  verification_uri_complete: Type.String(),
  /** Seconds. */
  expires_in: Type.Number(),
  /** Seconds between polls. */
  interval: Type.Number(),
});
export type DeviceCode = Static<typeof DeviceCode>;

/** The user code as typed: checked by `normalizeUserCode` (a wrong one is a 404, counted). */
const UserCode = Type.String({ minLength: 1, maxLength: 40 });

export const DeviceRequestQuery = Type.Object({ user_code: UserCode });

/** What the person is asked to approve. */
export const DeviceRequest = Type.Object({
  user_code: Type.String(),
  client_id: Type.String(),
  /** The client's name (a product name, the same in every language). */
  client_name: Type.String(),
  scope: Type.String(),
  /** Seconds left before the code runs out. */
  expires_in: Type.Number(),
});
export type DeviceRequest = Static<typeof DeviceRequest>;

export const DeviceDecisionBody = Type.Object({
  user_code: UserCode,
  decision: StringEnum(['allow', 'deny'] as const),
});
export type DeviceDecisionBody = Static<typeof DeviceDecisionBody>;

export const DeviceDecision = Type.Object({
  decision: StringEnum(['allow', 'deny'] as const),
});
export type DeviceDecision = Static<typeof DeviceDecision>;
