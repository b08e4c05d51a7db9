import { createApiError, unknownError } from '../errors/ApiError';
import { fail, ok, type CaptchaProvider, type HttpClient, type Result } from '../http/request';
import type { KeyValueStorage } from '../storage/safeStorage';
import { signedCaptchaMeta } from './sign';
import { isTokenValid, makeTokenInfo, readTokenInfo, writeTokenInfo } from './tokenStore';

export const CAPTCHA_INIT_PATH = '/v1/shield/captcha/init';

/** Answer of `POST /v1/shield/captcha/init` (api-contract.md). */
export interface CaptchaInitResponse {
  captcha_token?: string;
  expires_in?: number;
  url?: string;
}

export interface CaptchaManagerOptions {
  http: HttpClient;
  storage: KeyValueStorage;
  clientId: string;
  packageName: string;
  /** 10 salts from configuration, or none (then no `captcha_sign`). */
  salts: readonly string[];
  getDeviceId(): string;
  /** The signed-in user's id, or '' (then the meta is not signed). */
  getUserId(): string;
  now(): number;
  /** Shows the challenge for a url and resolves with its token (the overlay frame). */
  openChallenge(url: string): Promise<Result<string>>;
}

/**
 * Captcha tokens (spec §4, §9): one cached token info in local storage, valid until 30 s
 * before the server's expiry; a missing or expired token (or a renewal after 4001/4002) asks
 * `POST /v1/shield/captcha/init`. An answer with `url` shows the challenge frame; a bare token
 * is stored; neither is an `unknown` error. Concurrent requests for one action share one init.
 * A background call (`challenge: false`) never shows the frame: an init that answers a
 * challenge fails it with `captcha_required`.
 */
export class CaptchaManager implements CaptchaProvider {
  private readonly inflight = new Map<string, Promise<Result<string>>>();

  constructor(private readonly options: CaptchaManagerOptions) {}

  /** The stored token for `action` if still valid. */
  cached(action: string): string | undefined {
    const info = readTokenInfo(this.options.storage);
    return isTokenValid(info, action, this.options.now()) ? info?.captcha_token : undefined;
  }

  /** The stored token while valid, whatever its action (spec §7: on authenticated calls). */
  current(): string | undefined {
    const info = readTokenInfo(this.options.storage);
    return info && isTokenValid(info, info.action, this.options.now())
      ? info.captcha_token
      : undefined;
  }

  token(
    action: string,
    options: { renew?: boolean; meta?: Record<string, string>; challenge?: boolean } = {},
  ): Promise<Result<string>> {
    if (!options.renew) {
      const cached = this.cached(action);
      if (cached) return Promise.resolve(ok(cached));
    }
    const challenge = options.challenge !== false;
    // A background init is not shared with one that may show the frame (nor the reverse).
    const key = challenge ? action : `${action} (background)`;
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const p = this.init(action, options.meta ?? {}, challenge).finally(() =>
      this.inflight.delete(key),
    );
    this.inflight.set(key, p);
    return p;
  }

  /** The meta sent with an init: caller meta plus, when signed in, the signed meta. */
  buildMeta(extra: Record<string, string>): Record<string, string> {
    const o = this.options;
    const userId = o.getUserId();
    if (!userId) return { ...extra };
    const signed = signedCaptchaMeta(
      {
        clientId: o.clientId,
        packageName: o.packageName,
        deviceId: o.getDeviceId(),
        timestamp: String(o.now()),
        userId,
      },
      o.salts,
    );
    return { ...extra, ...signed };
  }

  private async init(
    action: string,
    extraMeta: Record<string, string>,
    challenge: boolean,
  ): Promise<Result<string>> {
    const o = this.options;
    const previous = readTokenInfo(o.storage);
    const meta = this.buildMeta(extraMeta);
    const res = await o.http.request<CaptchaInitResponse>(CAPTCHA_INIT_PATH, {
      method: 'POST',
      body: {
        client_id: o.clientId,
        action,
        device_id: o.getDeviceId(),
        captcha_token: previous?.captcha_token ?? '',
        meta,
      },
      captchaRenewal: false,
      // Asking for a token again is harmless: retried like a read.
      idempotent: true,
    });
    if (res.error) return fail(res.error);
    const { url, captcha_token: bare, expires_in: expiresIn = 0 } = res.data;
    let token: string;
    if (url && !challenge) {
      return fail(
        createApiError(
          'captcha_required',
          'a background call does not show the captcha challenge',
          CAPTCHA_INIT_PATH,
        ),
      );
    } else if (url) {
      const solved = await o.openChallenge(url);
      if (solved.error) return fail(solved.error);
      token = solved.data;
    } else if (bare) {
      token = bare;
    } else {
      return fail(unknownError('captcha init answered neither url nor token', CAPTCHA_INIT_PATH));
    }
    writeTokenInfo(o.storage, makeTokenInfo(action, meta, token, Number(expiresIn) || 0, o.now()));
    return ok(token);
  }
}
