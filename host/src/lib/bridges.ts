import { createNativeBridge, type NativeBridge, type NativeHost } from 'shared-libs';

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

/**
 * The desktop client's loopback service: `POST http://localhost:{port}/windows/client-auth-code`
 * answering `{ code }`. In the embedded default the API server stands in for it, so the port is
 * the API's (8090 = hex 1f9a). `localhost` (not 127.0.0.1): browsers resolve it to loopback
 * without DNS, and the page's CSP must allow the loopback origin (connect-src).
 */
export async function desktopAuthCode(
  port: number,
  clientId: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 5000,
): Promise<string | null> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), timeoutMs);
  try {
    const res = await fetchImpl(`http://localhost:${port}/windows/client-auth-code`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_id: clientId }),
      signal: ctrl.signal,
    });
    if (!res.ok) return null;
    return codeOf(await res.json());
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
