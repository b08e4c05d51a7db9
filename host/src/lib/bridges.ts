import {
  createNativeBridge,
  createPkcePair,
  type NativeBridge,
  type NativeHost,
} from 'shared-libs';

/**
 * The three auth bridges of spec §4 as small adapters (each returns an auth code or null).
 * Their wire shapes are not shown in the spec; ours are documented in host/README.md.
 */

declare global {
  interface Window {
    /** Injected by the provider's app: `call(method, paramsJson, callbackId)`. */
    CumulusNative?: NativeHost;
    /** Set by the host: the app answers with `CumulusBridge.receive(callbackId, json)`. */
    CumulusBridge?: Pick<NativeBridge, 'receive'>;
  }
}

/**
 * Inside the provider's own app (user agent token `CumulusApp/` and the injected
 * `window.CumulusNative`): shared-libs' bridge over it, its answers wired to
 * `window.CumulusBridge.receive`. Null in a browser.
 */
export function nativeBridge(win: Window = window): NativeBridge | null {
  const ua = win.navigator?.userAgent ?? '';
  const host = win.CumulusNative;
  if (!/\bCumulusApp\//.test(ua) || !host || typeof host.call !== 'function') return null;
  const bridge = createNativeBridge(host);
  win.CumulusBridge = { receive: (id, raw) => bridge.receive(id, raw) };
  return bridge;
}

const codeOf = (v: unknown): string | null => {
  if (typeof v === 'string') return /^[\w.~-]{1,500}$/.test(v) ? v : null;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return codeOf(o.code ?? o.auth_code ?? null);
  }
  return null;
};

/** Asks the app for an auth code (bridge method `requestLoginAuthCode`). */
export async function nativeAuthCode(bridge: NativeBridge): Promise<string | null> {
  try {
    const res = await bridge.requestLoginAuthCode();
    return res.code === 0 ? codeOf(res.data) : null;
  } catch {
    return null;
  }
}

export const EXTENSION_WAIT_MS = 5000;
export const EXT_REQUEST = 'cumulus:ext:login-code-request';
export const EXT_REPLY = 'cumulus:ext:login-code';

/**
 * Asks the browser extension for a login code: a window message to our own origin (what a
 * content script hears), answered by `{ type: 'cumulus:ext:login-code', id, code }` from the
 * same window and origin. Empty after 5 s (spec §4).
 */
export function extensionAuthCode(
  win: Window = window,
  waitMs = EXTENSION_WAIT_MS,
): Promise<string | null> {
  const id = Math.random().toString(36).slice(2);
  return new Promise((resolve) => {
    const done = (code: string | null) => {
      clearTimeout(timer);
      win.removeEventListener('message', onMessage);
      resolve(code);
    };
    const onMessage = (e: MessageEvent) => {
      if (e.source !== win || e.origin !== win.location.origin) return;
      const d = e.data as { type?: unknown; id?: unknown; code?: unknown } | null;
      if (!d || d.type !== EXT_REPLY || d.id !== id) return;
      done(codeOf(d.code ?? null));
    };
    const timer = setTimeout(() => done(null), waitMs);
    win.addEventListener('message', onMessage);
    win.postMessage({ type: EXT_REQUEST, id }, win.location.origin);
  });
}

/** What the desktop bridge hands the auth flow: a code and the verifier it is bound to. */
export interface DesktopCode {
  code: string;
  verifier: string;
}

/** How long the desktop app may take to ask the person and hear an answer (ours). */
export const DESKTOP_WAIT_MS = 120_000;

export interface DesktopOptions {
  fetchImpl?: typeof fetch;
  /** The site's locale, sent as Accept-Language (spec §7: all calls send it). */
  locale?: string;
  /** A new PKCE pair (shared-libs' createPkcePair). */
  pkce?: () => Promise<{ verifier: string; challenge: string }>;
  /** Waits between polls (injected in tests). */
  sleep?: (ms: number) => Promise<void>;
  /** Each request's timeout. */
  timeoutMs?: number;
  /** How long to wait for the person's answer at most. */
  waitMs?: number;
  now?: () => number;
}

/**
 * The desktop client's loopback service: `POST http://localhost:{port}/windows/client-auth-code`
 * (wire shapes in shared-libs/src/contracts/api/desktop.ts). The page asks with the PKCE
 * challenge of a new pair; the desktop app asks the person; the page polls with the request's
 * id until the code (bound to that challenge) comes, or the person says no, or it expires.
 * In the embedded default the API server stands in for it, so the port is the API's (8090 =
 * hex 1f9a). `localhost` (not 127.0.0.1): browsers resolve it to loopback without DNS, and the
 * page's CSP must allow the loopback origin (connect-src).
 */
export async function desktopAuthCode(
  port: number,
  clientId: string,
  o: DesktopOptions = {},
): Promise<DesktopCode | null> {
  const fetchImpl = o.fetchImpl ?? ((...a) => fetch(...a));
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const now = o.now ?? Date.now;
  const url = `http://localhost:${port}/windows/client-auth-code`;
  const post = async (body: object): Promise<{ ok: boolean; data: Record<string, unknown> }> => {
    const ctrl = new AbortController();
    const timer = setTimeout(() => ctrl.abort(), o.timeoutMs ?? 5000);
    try {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(o.locale ? { 'Accept-Language': o.locale } : {}),
        },
        body: JSON.stringify(body),
        signal: ctrl.signal,
      });
      const data = (await res.json().catch(() => ({}))) as Record<string, unknown> | null;
      return { ok: res.ok, data: data && typeof data === 'object' ? data : {} };
    } finally {
      clearTimeout(timer);
    }
  };
  try {
    const pair = await (o.pkce ?? (() => createPkcePair()))();
    const asked = await post({
      client_id: clientId,
      code_challenge: pair.challenge,
      code_challenge_method: 'S256',
    });
    const requestId = asked.data.request_id;
    if (!asked.ok || typeof requestId !== 'string') return null;
    let interval = Math.max(1, Number(asked.data.interval) || 1) * 1000;
    const ttl = Number(asked.data.expires_in) * 1000 || DESKTOP_WAIT_MS;
    const end = now() + Math.min(ttl, o.waitMs ?? DESKTOP_WAIT_MS);
    while (now() < end) {
      await sleep(interval);
      const polled = await post({ request_id: requestId });
      if (polled.ok) {
        const code = codeOf(polled.data);
        return code ? { code, verifier: pair.verifier } : null;
      }
      const error = polled.data.error;
      if (error === 'slow_down') interval += 1000;
      else if (error !== 'authorization_pending') return null;
    }
    return null;
  } catch {
    return null;
  }
}
