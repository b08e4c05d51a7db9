/** Native bridge messages of spec §7. */
export const BRIDGE_METHODS = {
  userInfo: 'getUserInfo',
  appMetadata: 'getAppMetaData',
  report: 'report',
  actionSend: 'actionSend',
  actionView: 'actionView',
  loginAuthCode: 'requestLoginAuthCode',
} as const;
export type BridgeMethod = (typeof BRIDGE_METHODS)[keyof typeof BRIDGE_METHODS];

/** Bridge result codes of spec §8. */
export const BRIDGE_NOT_DECLARED = { code: 404, msg: 'method is not declared' } as const;
export const BRIDGE_PROCESS_ERROR = { code: -2, msg: 'process response data error!' } as const;

export interface BridgeResponse<T = unknown> {
  code: number;
  msg: string;
  data: T | null;
}

/** Native user info (spec §3). */
export interface NativeUserInfo {
  userID: string;
}

/**
 * The app's side, as injected into the page (ours: the spec does not show it): `call` sends a
 * JSON request and the app answers later through `NativeBridge.receive(callbackId, json)`.
 */
export interface NativeHost {
  call(method: string, params: string, callbackId: string): void;
  /** Whether the app declares a method; when absent every method counts as declared. */
  has?(method: string): boolean;
}

export interface NativeBridge {
  call<T = unknown>(method: BridgeMethod, params?: unknown): Promise<BridgeResponse<T>>;
  /** Hands the app's answer to the waiting call. */
  receive(callbackId: string, raw: unknown): void;
  getUserInfo(): Promise<BridgeResponse<NativeUserInfo>>;
  getAppMetadata(): Promise<BridgeResponse<Record<string, unknown>>>;
  report(event: string, params?: Record<string, unknown>): Promise<BridgeResponse>;
  actionSend(payload: Record<string, unknown>): Promise<BridgeResponse>;
  actionView(payload: Record<string, unknown>): Promise<BridgeResponse>;
  requestLoginAuthCode(): Promise<BridgeResponse<{ code: string }>>;
}

function parseResponse(raw: unknown): BridgeResponse {
  let v = raw;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return { ...BRIDGE_PROCESS_ERROR, data: null };
    }
  }
  if (typeof v !== 'object' || v === null || typeof (v as { code?: unknown }).code !== 'number') {
    return { ...BRIDGE_PROCESS_ERROR, data: null };
  }
  const r = v as { code: number; msg?: unknown; data?: unknown };
  return { code: r.code, msg: typeof r.msg === 'string' ? r.msg : '', data: r.data ?? null };
}

export function createNativeBridge(host: NativeHost | undefined): NativeBridge {
  const pending = new Map<string, (r: BridgeResponse) => void>();
  let seq = 0;
  const call = <T>(method: BridgeMethod, params: unknown = {}): Promise<BridgeResponse<T>> => {
    if (!host || (host.has && !host.has(method))) {
      return Promise.resolve({ ...BRIDGE_NOT_DECLARED, data: null });
    }
    seq += 1;
    const id = `cumulus_cb_${seq}`;
    return new Promise<BridgeResponse<T>>((resolve) => {
      pending.set(id, resolve as (r: BridgeResponse) => void);
      try {
        host.call(method, JSON.stringify(params), id);
      } catch {
        pending.delete(id);
        resolve({ ...BRIDGE_NOT_DECLARED, data: null });
      }
    });
  };
  return {
    call,
    receive(callbackId, raw) {
      const resolve = pending.get(callbackId);
      if (!resolve) return;
      pending.delete(callbackId);
      resolve(parseResponse(raw));
    },
    getUserInfo: () => call(BRIDGE_METHODS.userInfo),
    getAppMetadata: () => call(BRIDGE_METHODS.appMetadata),
    report: (event, params = {}) => call(BRIDGE_METHODS.report, { event, params }),
    actionSend: (payload) => call(BRIDGE_METHODS.actionSend, payload),
    actionView: (payload) => call(BRIDGE_METHODS.actionView, payload),
    requestLoginAuthCode: () => call(BRIDGE_METHODS.loginAuthCode),
  };
}
