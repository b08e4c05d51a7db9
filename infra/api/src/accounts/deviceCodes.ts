/**
 * Device sign-in (RFC 8628; wire shapes in shared-libs/src/contracts/api/device.ts). A device
 * asks for a code; the person types the user code on the site's TV page while signed in and
 * allows or denies; the device polls the token endpoint with the device code.
 *
 * Ours where the RFC leaves it open (docs/decisions/0023-device-sign-in.md):
 * - codes live 10 minutes (`deviceCodeTtlSec`, env CUMULUS_DEVICE_CODE_TTL) and wait in memory
 *   with the other approvals (accounts/approvals.ts): a restart forgets them, as it would a
 *   cache; at most MAX_WAITING at once. An expired code is remembered for EXPIRED_KEPT_MS more
 *   so that its poll says expired_token (4052), not invalid_grant;
 * - the interval is 5 s (the RFC's default); a poll sooner than the interval (less a second of
 *   network jitter) is answered slow_down (4051) and the code's interval grows by 5 s, as the
 *   RFC asks of the client, up to MAX_INTERVAL_SEC;
 * - a device code is good once: the tokens, or access_denied, end it (a later poll of it is
 *   invalid_grant); a user code is shown only to the first account that answers it;
 * - the user code: 8 letters of USER_CODE_ALPHABET in two groups (19^8 ≈ 1.7e10 codes), with
 *   wrong ones typed on the site counted per account and per client address (limits.ts).
 */
import nodeCrypto from 'node:crypto';
import {
  normalizeUserCode,
  USER_CODE_ALPHABET,
  USER_CODE_LENGTH,
  type Wire,
} from 'shared-libs/contracts';
import type { ApiContext } from '../context';
import { ApiError } from '../errors';
import { issueTokens } from '../session';
import { newToken } from '../util';
import { approvalStore, settledOrThrow, type Approval } from './approvals';
import { requireClient, webRedirectUri, type OAuthClient } from './clients';
import { checkScope } from './oauth';

/** Seconds between polls (RFC 8628 §3.2's default). */
export const DEVICE_POLL_INTERVAL_SEC = 5;
/** What a slow_down adds to the interval (RFC 8628 §3.5). */
export const SLOW_DOWN_STEP_SEC = 5;
const MAX_INTERVAL_SEC = 60;
/** A poll this much early still counts as on time (network and timer jitter). */
const JITTER_MS = 1000;
const EXPIRED_KEPT_MS = 10 * 60_000;
/** Codes waiting at once, all devices together: more are refused (resource_exhausted). */
export const MAX_WAITING = 1000;
/** The site's page where the person types the code (host route `tv-link`). */
export const VERIFICATION_PATH = '/tv/link';

interface DeviceRequest extends Approval {
  deviceCode: string;
  userCode: string;
  client: OAuthClient;
  scope: string;
  interval: number;
  lastPollAt: number;
}

const requestsOf = approvalStore<DeviceRequest>();

function newUserCode(taken: (code: string) => boolean): string {
  for (;;) {
    let letters = '';
    for (let i = 0; i < USER_CODE_LENGTH; i++)
      letters += USER_CODE_ALPHABET[nodeCrypto.randomInt(USER_CODE_ALPHABET.length)];
    const code = normalizeUserCode(letters);
    if (code && !taken(code)) return code;
  }
}

/** A new device code for a client allowed to use the grant. */
export function issueDeviceCode(
  ctx: ApiContext,
  clientId: string,
  rawScope: string | undefined,
): Wire.DeviceCode {
  const client = requireClient(clientId);
  if (!client.deviceGrant)
    throw new ApiError('unauthorized_client', 'This client cannot use device sign-in');
  const scope = checkScope(rawScope);
  const requests = requestsOf(ctx);
  if (requests.size >= MAX_WAITING)
    throw new ApiError('resource_exhausted', 'Too many device sign-ins are waiting');
  const pendingCodes = new Set([...requests.values()].map((r) => r.userCode));
  const now = Date.now();
  const ttl = ctx.options.deviceCodeTtlSec;
  const r: DeviceRequest = {
    deviceCode: `dc_${newToken()}`,
    userCode: newUserCode((c) => pendingCodes.has(c)),
    client,
    scope,
    interval: DEVICE_POLL_INTERVAL_SEC,
    lastPollAt: 0,
    status: 'pending',
    expiresAt: now + ttl * 1000,
    keepUntil: now + ttl * 1000 + EXPIRED_KEPT_MS,
  };
  requests.set(r.deviceCode, r);
  const uri = new URL(VERIFICATION_PATH, webRedirectUri(ctx)).href;
  return {
    device_code: r.deviceCode,
    user_code: r.userCode,
    verification_uri: uri,
    verification_uri_complete: `${uri}?${new URLSearchParams({ user_code: r.userCode })}`,
    expires_in: ttl,
    interval: r.interval,
  };
}

/** The token endpoint's device grant: tokens once allowed, else the polling state (throws). */
export function exchangeDeviceCode(ctx: ApiContext, deviceCode: string, clientId: string) {
  const requests = requestsOf(ctx);
  const r = requests.get(deviceCode);
  // Unknown, already used, or another client's: RFC 6749 §5.2.
  if (!r || r.client.id !== clientId)
    throw new ApiError('invalid_grant', 'The device code is invalid or was already used');
  const now = Date.now();
  if (r.status === 'pending' && r.expiresAt > now) {
    const early = r.lastPollAt > 0 && now - r.lastPollAt < r.interval * 1000 - JITTER_MS;
    r.lastPollAt = now;
    if (early) {
      r.interval = Math.min(MAX_INTERVAL_SEC, r.interval + SLOW_DOWN_STEP_SEC);
      throw new ApiError(
        'slow_down',
        `Polled too often: wait ${r.interval} seconds between requests from now on`,
      );
    }
  }
  // Answered (allowed or denied) or expired: this code is done after this answer.
  if (r.status !== 'pending') requests.delete(deviceCode);
  const ok = settledOrThrow(r, 'on the TV page');
  return issueTokens(ctx, ok.userId, clientId, ok.scope);
}

/** The pending request of a user code as typed, or undefined (wrong, expired or answered). */
function pendingOf(ctx: ApiContext, typed: string): DeviceRequest | undefined {
  const code = normalizeUserCode(typed);
  if (!code) return undefined;
  const now = Date.now();
  for (const r of requestsOf(ctx).values())
    if (r.userCode === code && r.status === 'pending' && r.expiresAt > now) return r;
  return undefined;
}

/** What the person is asked about, or undefined for a code that cannot be answered. */
export function describeUserCode(ctx: ApiContext, typed: string): Wire.DeviceRequest | undefined {
  const r = pendingOf(ctx, typed);
  if (!r) return undefined;
  return {
    user_code: r.userCode,
    client_id: r.client.id,
    client_name: r.client.name,
    scope: r.scope,
    expires_in: Math.max(0, Math.floor((r.expiresAt - Date.now()) / 1000)),
  };
}

/** The person's answer for their account; false for a code that cannot be answered. */
export function answerUserCode(
  ctx: ApiContext,
  typed: string,
  userId: string,
  decision: 'allow' | 'deny',
): boolean {
  const r = pendingOf(ctx, typed);
  if (!r) return false;
  r.status = decision === 'allow' ? 'allowed' : 'denied';
  if (decision === 'allow') r.userId = userId;
  return true;
}
