import type { Locale } from 'shared-libs';

/**
 * The host's few API calls (sign-in, profile, VIP, region access), over fetch. shared-libs'
 * request helper (origin rotation, retries, captcha) is not exported from its entry yet; this
 * adapter keeps the same wire rules (Accept-Language, bearer token, error envelope, rotation
 * across origins on network failure) and is replaced by it once it lands.
 */
export const CLIENT_ID = 'cumulus-web';

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: string; code: number };

export interface HostApiOptions {
  origins: readonly string[];
  locale: () => Locale;
  token: () => string | undefined;
  /** Called with the server's clock (Date header) when a response carries one. */
  onServerTime?: (epochMs: number) => void;
  fetchImpl?: typeof fetch;
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  auth?: boolean;
  timeoutMs?: number;
  /** Call this origin instead of the API origins (region access hosts, loopback client). */
  origin?: string;
}

export class HostApi {
  private next = 0;
  constructor(private readonly o: HostApiOptions) {}

  get primaryOrigin(): string {
    return this.o.origins[0] ?? '';
  }

  async call<T>(path: string, opts: CallOptions = {}): Promise<ApiResult<T>> {
    const origins = opts.origin ? [opts.origin] : this.o.origins;
    if (origins.length === 0) return { ok: false, status: 0, error: 'unreachable', code: 8000 };
    let last: ApiResult<T> = { ok: false, status: 0, error: 'unreachable', code: 8000 };
    for (let i = 0; i < origins.length; i++) {
      const origin = opts.origin ?? origins[(this.next + i) % origins.length]!;
      last = await this.once<T>(origin, path, opts);
      if (last.ok || last.status !== 0) {
        if (!opts.origin) this.next = (this.next + i) % origins.length;
        return last;
      }
    }
    return last;
  }

  private async once<T>(origin: string, path: string, opts: CallOptions): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { 'Accept-Language': this.o.locale() };
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    const token = opts.auth ? this.o.token() : undefined;
    if (token) headers.Authorization = `Bearer ${token}`;
    const ctrl = new AbortController();
    const timer = setTimeout(() => ctrl.abort(), opts.timeoutMs ?? 10_000);
    try {
      const res = await (this.o.fetchImpl ?? fetch)(origin + path, {
        method: opts.method ?? 'GET',
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: ctrl.signal,
        mode: 'cors',
        credentials: 'omit',
      });
      const date = res.headers.get('date');
      if (date && this.o.onServerTime) {
        const t = Date.parse(date);
        if (!Number.isNaN(t)) this.o.onServerTime(t);
      }
      const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      if (!res.ok || typeof json.error === 'string') {
        return {
          ok: false,
          status: res.status || 500,
          error: typeof json.error === 'string' ? json.error : `http_${res.status}`,
          code: typeof json.error_code === 'number' ? json.error_code : 0,
        };
      }
      return { ok: true, status: res.status, data: json as T };
    } catch {
      return { ok: false, status: 0, error: 'unreachable', code: 8000 };
    } finally {
      clearTimeout(timer);
    }
  }
}
