import { toLocale } from 'shared-libs';
import { ACTIONS, type SiteAction } from './siteQuery';

/**
 * Embedded mode (spec §2): the page runs inside a parent window that named its exact origin in
 * the `origin` query value. Messages go to that origin only; messages from the parent are
 * accepted only from that origin and that window, and only in the shapes below.
 */

/** Actions the embedded page handles itself; every other drive action goes to the parent. */
export const LOCAL_ACTIONS: readonly SiteAction[] = [
  'open_file',
  'show_task',
  'highlight_files',
  'search',
];

/** Host -> parent. */
export type OutboundMessage =
  | { type: 'cumulus:action'; action: string; path: string; query: Record<string, string> }
  | { type: 'cumulus:ready'; path: string };

/** Parent -> host. */
export type InboundMessage =
  | { type: 'cumulus:navigate'; path: string }
  | { type: 'cumulus:set-theme'; dark: boolean }
  | { type: 'cumulus:set-locale'; locale: string };

export function isDriveLink(path: string): boolean {
  const segs = path.split(/[?#]/)[0]!.toLowerCase().split('/');
  const i = toLocale(segs[1]) ? 2 : 1;
  return segs[0] === '' && segs[i] === 'drive';
}

export type DriveLinkDecision =
  { kind: 'navigate' } | { kind: 'post'; message: OutboundMessage } | { kind: 'open-window' };

/**
 * What a click on (or navigation to) a drive link does in embedded mode: `/drive/feedback`
 * sends open_feedback to the parent; `_blank` opens a new window; an action other than the
 * local four is sent to the parent; anything else navigates inside the frame.
 */
export function decideDriveLink(
  path: string,
  opts: { embedded: boolean; target?: string | null },
): DriveLinkDecision {
  if (!opts.embedded || !isDriveLink(path)) return { kind: 'navigate' };
  const url = new URL(path, 'https://site.invalid');
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) if (!(k in query)) query[k] = v;
  if (/\/drive\/feedback\/?$/i.test(url.pathname)) {
    return {
      kind: 'post',
      message: { type: 'cumulus:action', action: 'open_feedback', path: url.pathname, query },
    };
  }
  if (opts.target === '_blank') return { kind: 'open-window' };
  const action = query.action;
  if (action && (ACTIONS as readonly string[]).includes(action)) {
    if (!LOCAL_ACTIONS.includes(action as SiteAction)) {
      return {
        kind: 'post',
        message: { type: 'cumulus:action', action, path: url.pathname, query },
      };
    }
  }
  return { kind: 'navigate' };
}

/** Validates a message from the parent: exact origin, the parent window, a known shape. */
export function parseInbound(
  e: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  parentOrigin: string,
  parent: unknown,
): InboundMessage | null {
  if (e.origin !== parentOrigin || e.source !== parent || e.source === null) return null;
  const d = e.data as Record<string, unknown> | null;
  if (!d || typeof d !== 'object' || Array.isArray(d)) return null;
  const keys = Object.keys(d);
  switch (d.type) {
    case 'cumulus:navigate':
      return typeof d.path === 'string' && d.path.length <= 2048 && keys.length === 2
        ? { type: d.type, path: d.path }
        : null;
    case 'cumulus:set-theme':
      return typeof d.dark === 'boolean' && keys.length === 2
        ? { type: d.type, dark: d.dark }
        : null;
    case 'cumulus:set-locale':
      return typeof d.locale === 'string' && d.locale.length <= 10 && keys.length === 2
        ? { type: d.type, locale: d.locale }
        : null;
    default:
      return null;
  }
}

/** Posts to the parent at its exact origin (never `*`). */
export function postToParent(parentOrigin: string, message: OutboundMessage, win: Window = window) {
  if (win.parent === win) return false;
  win.parent.postMessage(message, parentOrigin);
  return true;
}
