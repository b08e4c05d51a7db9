import type { LayoutSnapshot, MountProps, SessionSnapshot } from '../contracts/host-remote';
import type { Locale } from '../i18n/locales';
import type { RemoteDefinition } from './remoteDefinition';

/**
 * What a prerendered page assumes about the visitor (decision 0018): signed out, on a wide
 * screen, in the light theme, not embedded. The host's prerendered shell assumes the same; in
 * the browser the first (hydrating) render uses these, and the real state follows in an update.
 */
export const PRERENDER_LAYOUT: LayoutSnapshot = {
  isMobile: false,
  darkMode: false,
  sidebarMobileVisible: false,
  isCollapse: false,
  serverTime: 0,
  embedded: false,
};

export const PRERENDER_SESSION: SessionSnapshot = { signedIn: false, user: null };

/** The marker a remote's tree carries (RemoteTree's wrapper), read back before hydrating. */
export interface FragmentMarker {
  remote: string;
  version: string;
  build: string;
  page: string;
  locale: Locale;
}

export const markerOf = (def: RemoteDefinition<unknown>, props: MountProps): FragmentMarker => ({
  remote: def.name,
  version: def.build?.version ?? '',
  build: def.build?.label ?? '',
  page: props.route.page,
  locale: props.locale,
});

/**
 * Whether `el` holds this remote's prerendered fragment of this very page: the same remote,
 * version, build, page and locale. Anything else is rendered fresh, a shell too.
 */
export function holdsFragment(el: Element | null | undefined, want: FragmentMarker): boolean {
  const root = el?.firstElementChild;
  if (!(root instanceof HTMLElement)) return false;
  const d = root.dataset;
  return (
    d.shell === undefined &&
    d.remote === want.remote &&
    (d.version ?? '') === want.version &&
    (d.build ?? '') === want.build &&
    d.page === want.page &&
    d.locale === want.locale
  );
}

/**
 * Whether `el` holds a shell of this remote (decision 0035): a page's first-view frame, shown
 * until the page's own first render replaces it (never hydrated: any version or build of the
 * remote may have rendered it).
 */
export function holdsShell(el: Element | null | undefined, remote: string): boolean {
  const root = el?.firstElementChild;
  return (
    root instanceof HTMLElement &&
    root.dataset.shell !== undefined &&
    root.dataset.remote === remote
  );
}
