import { BRIDGE_METHODS, type BridgeMethod, type EventBus, type NativeBridge } from 'shared-libs';

/**
 * When the page sends the app each native bridge message of spec §7 besides the login auth code
 * (the spec names the messages, not their moments; these are ours). ONE table: the trigger, the
 * bridge method, and the params built from the trigger's payload.
 */
export interface NativeTriggers {
  /** The page started inside the app. */
  start: Record<string, never>;
  /** The signed-in user changed (sign-in, sign-out, another account); null when signed out. */
  session: { userId: string | null };
  /** An uncaught error or unhandled rejection on the page. */
  error: { message: string };
  /** A sign-in failed (internal event `login-failed`). */
  loginFailed: { reason: string };
  /** A preview player opened a file (internal event `player-mount-and-restore`). */
  view: { fileId: string };
  /** The share page hands the visitor on to the web drive (`share-page-will-jump-to-web`). */
  send: { to: string };
}

type Row<K extends keyof NativeTriggers> = {
  method: BridgeMethod;
  params: (p: NativeTriggers[K]) => Record<string, unknown>;
};

export const NATIVE_MESSAGES: { [K in keyof NativeTriggers]: Row<K> } = {
  start: { method: BRIDGE_METHODS.appMetadata, params: () => ({}) },
  session: { method: BRIDGE_METHODS.userInfo, params: (p) => ({ userID: p.userId ?? '' }) },
  error: {
    method: BRIDGE_METHODS.report,
    params: (p) => ({ event: 'web_error', params: { message: p.message.slice(0, 200) } }),
  },
  loginFailed: {
    method: BRIDGE_METHODS.report,
    params: (p) => ({ event: 'login_failed', params: { reason: p.reason } }),
  },
  view: { method: BRIDGE_METHODS.actionView, params: (p) => ({ type: 'file', id: p.fileId }) },
  send: { method: BRIDGE_METHODS.actionSend, params: (p) => ({ type: 'url', url: p.to }) },
};

/** Sends one message; the app's answer is not waited on and never throws into the page. */
function sendNative<K extends keyof NativeTriggers>(
  bridge: Pick<NativeBridge, 'call'>,
  trigger: K,
  payload: NativeTriggers[K],
): void {
  const row = NATIVE_MESSAGES[trigger] as Row<K>;
  try {
    void bridge.call(row.method, row.params(payload)).catch(() => undefined);
  } catch {
    // the app's side failed synchronously: the page goes on
  }
}

type PageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface NativeWiring {
  events: Pick<EventBus, 'on'>;
  /** Calls back with the signed-in user's id whenever it changes; returns the stop function. */
  watchUser: (cb: (userId: string | null) => void) => () => void;
  win: PageEvents;
}

/**
 * Inside the app only (the caller passes the bridge only when it exists): app metadata at start,
 * user info on every session change, errors and failed sign-ins as reports, a file opened in a
 * player as action view, a jump to the web drive as action send. Returns the stop function.
 */
export function wireNativeMessages(
  bridge: Pick<NativeBridge, 'call'>,
  w: NativeWiring,
): () => void {
  sendNative(bridge, 'start', {});
  const onError = (e: Event) => {
    const err = e as Partial<ErrorEvent & PromiseRejectionEvent>;
    const reason: unknown = err.error ?? err.reason;
    const message = reason instanceof Error ? reason.message : String(err.message ?? reason ?? '');
    sendNative(bridge, 'error', { message });
  };
  w.win.addEventListener('error', onError);
  w.win.addEventListener('unhandledrejection', onError);
  const stops = [
    w.watchUser((userId) => sendNative(bridge, 'session', { userId })),
    w.events.on('login-failed', (p) => sendNative(bridge, 'loginFailed', p)),
    w.events.on('player-mount-and-restore', (p) => sendNative(bridge, 'view', p)),
    w.events.on('share-page-will-jump-to-web', (p) => sendNative(bridge, 'send', p)),
  ];
  return () => {
    w.win.removeEventListener('error', onError);
    w.win.removeEventListener('unhandledrejection', onError);
    stops.forEach((s) => s());
  };
}
