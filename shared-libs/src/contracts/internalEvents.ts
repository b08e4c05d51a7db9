/**
 * The internal events of spec §4 ("after login, login failed, logout success, player mount and
 * restore, restore saving, status and click, close video or picture player, file manager close,
 * jump to VIP, share page will jump to web, set video freeze"): ONE typed table of names and
 * payloads for the bus the host owns and hands to every remote (MountProps.events; the bus is
 * shared-libs/src/events/bus.ts). The wire names and payloads are ours.
 */
export interface InternalEventMap {
  /** Host: a sign-in completed; every mounted part re-reads what depends on the session. */
  'after-login': { userId: string; premium: boolean };
  /** Host: a sign-in came back with an error (the code exchange failed). */
  'login-failed': { reason: string };
  /** Host: signed out. */
  'logout-success': Record<string, never>;
  /** A preview player opened a file (restoring its place in a list, if any). */
  'player-mount-and-restore': { fileId: string };
  /** Share page: a save to drive started (true) or ended (false). */
  'restore-saving': { saving: boolean };
  /** Share page: a share's status was read, or one of its actions was clicked. */
  'status-and-click': { status: string; action?: string };
  /** A video or picture player was closed. */
  'close-player': { fileId: string };
  /** The drive's file manager (a dialog over the list: move, copy, share) was closed. */
  'file-manager-close': Record<string, never>;
  /** Any part: take the visitor to the premium plans (the host navigates to /drive/payment). */
  'jump-to-vip': { from: string };
  /** Share page: it is about to leave for the signed-in web drive (`to`: a site path). */
  'share-page-will-jump-to-web': { to: string };
  /** Pause (true) or let resume (false) every playing video: a dialog or another player opened. */
  'set-video-freeze': { frozen: boolean };
}

export type InternalEventName = keyof InternalEventMap;

/** The names, for tests and tools (one per key of InternalEventMap). */
export const INTERNAL_EVENTS: readonly InternalEventName[] = [
  'after-login',
  'login-failed',
  'logout-success',
  'player-mount-and-restore',
  'restore-saving',
  'status-and-click',
  'close-player',
  'file-manager-close',
  'jump-to-vip',
  'share-page-will-jump-to-web',
  'set-video-freeze',
];

export type BusListener<K extends InternalEventName> = (payload: InternalEventMap[K]) => void;

/** The bus (MountProps.events); made by createEventBus (shared-libs/src/events/bus.ts). */
export interface EventBus {
  emit<K extends InternalEventName>(name: K, payload: InternalEventMap[K]): void;
  /** Listens; returns the function that stops listening. */
  on<K extends InternalEventName>(name: K, listener: BusListener<K>): () => void;
}
