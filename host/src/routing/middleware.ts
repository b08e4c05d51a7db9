import type { Locale } from 'shared-libs';
import type { ActivityEntry } from '../remotes/registry';
import type { Params } from './matchPattern';
import type { MiddlewareId, RouteDef } from './routeTable';

/** What a middleware sees: the matched route and the request, all plain data. */
export interface MiddlewareContext {
  def: RouteDef;
  params: Params;
  query: Record<string, string>;
  hash: string;
  isMobile: boolean;
  now: number;
  pathLocale: Locale | undefined;
  /** The registry entry of an activity route. */
  activity?: ActivityEntry;
}

/** A middleware's verdict. `to` paths have no locale prefix (the resolver adds it). */
export type MiddlewareResult =
  | { kind: 'next' }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' }
  /** Render, but do not scroll to the hash target. */
  | { kind: 'no-hash-scroll' };

const NEXT: MiddlewareResult = { kind: 'next' };

/** The help anchors of spec §2 (help#copy-link, help#system-share, help#telegram-bot). */
export const HELP_ANCHORS = ['copy-link', 'system-share', 'telegram-bot'] as const;

/** The help-center directory shown for `/help-center` without a slug (ours). */
export const HELP_CENTER_DEFAULT_DIR = 'getting-started';

/** Hash targets of the home page's platform cards (ours; the home page uses these ids). */
export const PLATFORM_CARD_ANCHORS = [
  'android',
  'ios',
  'windows',
  'mac',
  'tv',
  'browser-extension',
];

function qs(query: Record<string, string>, drop: string[] = []): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (!drop.includes(k)) p.set(k, v);
  const s = p.toString();
  return s ? `?${s}` : '';
}

/**
 * The route middleware of spec §2. Where the spec does not show the behaviour, the design is
 * ours and recorded in docs/decisions/0005-host-route-middleware.md.
 */
export const MIDDLEWARE: Record<MiddlewareId, (ctx: MiddlewareContext) => MiddlewareResult> = {
  /**
   * On mobile the platform cards of the home page are stacked; jumping to one on load lands
   * mid-page, so a platform-card hash is not scrolled to on mobile (desktop scrolls as usual).
   */
  'disable-mobile-platform-card-anchor': (ctx) =>
    ctx.isMobile && PLATFORM_CARD_ANCHORS.includes(ctx.hash.toLowerCase())
      ? { kind: 'no-hash-scroll' }
      : NEXT,

  /**
   * Old FAQ links point at answers that now live on the help page: `/faq#copy-link` goes to
   * `/help#copy-link` for the three help anchors. Any other hash stays on the FAQ page.
   */
  'redirect-faq-hash': (ctx) => {
    const anchor = HELP_ANCHORS.find((a) => a === ctx.hash.toLowerCase());
    return anchor ? { kind: 'redirect', to: `/help${qs(ctx.query)}#${anchor}` } : NEXT;
  },

  /** `/help-center` without a directory opens the default directory (canonical URL). */
  'help-center-default-dir': (ctx) => {
    const slug = ctx.params.slug;
    const empty = Array.isArray(slug) ? slug.length === 0 : !slug;
    return empty
      ? {
          kind: 'redirect',
          to: `/help-center/${HELP_CENTER_DEFAULT_DIR}${qs(ctx.query)}${ctx.hash ? `#${ctx.hash}` : ''}`,
        }
      : NEXT;
  },

  /**
   * An activity outside its time window: ended -> `/activity-end?activity={slug}` (replace, so
   * Back does not loop); not started yet -> not found (the page does not exist yet).
   */
  'activity-end': (ctx) => {
    const a = ctx.activity;
    if (!a) return NEXT;
    const start = Date.parse(a.startsAt);
    const end = Date.parse(a.endsAt);
    if (Number.isNaN(start) || Number.isNaN(end)) return { kind: 'not-found' };
    if (ctx.now < start) return { kind: 'not-found' };
    if (ctx.now > end)
      return { kind: 'redirect', to: `/activity-end?activity=${encodeURIComponent(a.slug)}` };
    return NEXT;
  },

  /**
   * Share page: the share id and folder ids were validated by the route; a `locale` query
   * value is applied by the resolver; an empty `s_code` is dropped so the share page does not
   * treat it as a wrong passcode. Everything else is the share remote's.
   */
  share: (ctx) => {
    if ('s_code' in ctx.query && ctx.query.s_code === '') {
      const ids = Array.isArray(ctx.params.parentIds) ? ctx.params.parentIds : [];
      const path = ['/s', String(ctx.params.shareId), ...ids].join('/');
      return { kind: 'redirect', to: `${path}${qs(ctx.query, ['s_code'])}` };
    }
    return NEXT;
  },

  /** `/drive` alone opens all files. */
  'drive-default-section': (ctx) => {
    const s = ctx.params.section;
    const empty = Array.isArray(s) ? s.length === 0 : !s;
    return empty ? { kind: 'redirect', to: `/drive/all${qs(ctx.query)}` } : NEXT;
  },

  /** Applied by the shell after resolution (it needs the session): see app/LoginGate. */
  'login-required': () => NEXT,
};
