import {
  authorizeUrl,
  createPkcePair,
  PKCE_VERIFIER_KEY,
  toLocale,
  type Locale,
} from 'shared-libs';
import { CLIENT_ID } from '../../lib/clientConfig';
import { local as localKV, session as sessionKV, type KeyValue } from '../../lib/storage';
import { readThemeChoice, type ThemeChoice } from '../../lib/theme';
import { safeInternalPath } from '../../routing/safeTarget';
import { RETURN_PATH_KEY, type SignInOrigins } from './signInKeys';

/** What the API page opens on: the sign-in form, or the sign-up form ("Start for free"). */
export type SignInScreen = 'signin' | 'signup';

/** The API page of a screen (both take the same OAuth parameters and end with a code). */
const SCREEN_PATHS: Record<SignInScreen, string> = {
  signin: '/v1/auth/authorize',
  signup: '/v1/auth/signup',
};

/**
 * The API's sign-in page for this site, with no `state` (spec §4 ignores a code with one), the
 * PKCE challenge of this browser's verifier, and the site's locale (the sign-in, sign-up and
 * reset pages speak it). `theme`: the site's explicit theme choice, which the pages follow
 * (none: they follow the system's, as the site does). `screen`: sign-up instead of sign-in.
 */
export function signInUrl(
  apiOrigin: string,
  siteOrigin: string,
  codeChallenge: string,
  locale?: Locale,
  theme?: ThemeChoice,
  screen: SignInScreen = 'signin',
): string {
  const url = new URL(
    authorizeUrl(apiOrigin, {
      clientId: CLIENT_ID,
      redirectUri: `${siteOrigin}/auth`,
      codeChallenge,
      ...(locale ? { uiLocales: locale } : {}),
    }),
  );
  url.pathname = SCREEN_PATHS[screen];
  if (theme) url.searchParams.set('theme', theme);
  return url.href;
}

/**
 * The screen a sign-in opens on: sign-up when the site's sign-in start was asked for it
 * (`/drive/login?signup=1`, where "Start for free" leads), else sign-in.
 */
export function screenOf(loc: Pick<Location, 'pathname' | 'search'>): SignInScreen {
  const login = /\/drive\/login\/?$/.test(loc.pathname);
  return login && new URLSearchParams(loc.search).get('signup') === '1' ? 'signup' : 'signin';
}

/** The language the page speaks: the host keeps `<html lang>` on the current locale. */
export const pageLocale = (doc: Document): Locale | undefined => toLocale(doc.documentElement.lang);

/** How long a probe of an API origin may take before it counts as down (ours). */
export const ORIGIN_PROBE_MS = 1500;
/** A cheap public read every API origin serves (spec §7). */
const PROBE_PATH = '/drive/v1/privilege/area_country_code';

/** Probes per origin in a round. */
const PROBES_PER_ROUND = 3;
/**
 * Rounds at most. An origin failing 30% of requests passes a round of three a third of the time,
 * and ties with a healthy one; four rounds leave that to 1.4% (0.7^12). Only origins still
 * answering every probe are probed again, and only while some origin is failing: when every
 * origin answers, one round decides (ours).
 */
const MAX_PROBE_ROUNDS = 4;

interface OriginScore {
  origin: string;
  /** Rotation order from the current origin. */
  order: number;
  ok: number;
  probes: number;
  failures: number;
}

/**
 * The healthiest API origin for the sign-in page (a top-level page: a 5xx there is an error
 * page for the visitor, so it must come from an origin that works; any origin's code is good on
 * every origin). Every origin is probed three times at once; while some origin fails and more
 * than one answered every probe, those are probed again (MAX_PROBE_ROUNDS). The best share of
 * answers wins, then the fewest failures this page has seen lately (`recentFailures`), then
 * rotation order from the current one. When none answers, the current origin is used.
 */
export async function liveOrigin(
  origins: readonly string[],
  current: string,
  fetchImpl: typeof fetch = (...a) => fetch(...a),
  timeoutMs = ORIGIN_PROBE_MS,
  recentFailures: (origin: string) => number = () => 0,
): Promise<string> {
  const start = Math.max(0, origins.indexOf(current));
  const ordered = [...origins.slice(start), ...origins.slice(0, start)];
  const probe = async (origin: string) => {
    const ctl = new AbortController();
    const timer = setTimeout(() => ctl.abort(), timeoutMs);
    try {
      const res = await fetchImpl(`${origin}${PROBE_PATH}`, { signal: ctl.signal, mode: 'cors' });
      return res.ok ? 1 : 0;
    } catch {
      return 0;
    } finally {
      clearTimeout(timer);
    }
  };
  const scores: OriginScore[] = ordered.map((origin, order) => ({
    origin,
    order,
    ok: 0,
    probes: 0,
    failures: recentFailures(origin),
  }));
  let round = scores;
  for (let n = 0; n < MAX_PROBE_ROUNDS && round.length > 0; n++) {
    await Promise.all(
      round.map(async (s) => {
        const answers = await Promise.all(
          Array.from({ length: PROBES_PER_ROUND }, () => probe(s.origin)),
        );
        s.ok += answers.reduce<number>((a, b) => a + b, 0);
        s.probes += PROBES_PER_ROUND;
      }),
    );
    const perfect = scores.filter((s) => s.ok === s.probes);
    const failing = perfect.length < scores.length;
    round = failing && perfect.length > 1 ? perfect : [];
  }
  const best = scores
    .filter((s) => s.ok > 0)
    .sort(
      (a, b) => b.ok / b.probes - a.ok / a.probes || a.failures - b.failures || a.order - b.order,
    )[0];
  return best ? best.origin : current;
}

/** Where to come back after the sign-in (session storage; never `/auth` itself). */
export function rememberReturn(session: KeyValue, returnPath: string): void {
  const safe = safeInternalPath(returnPath);
  if (safe && !/^\/auth(\/|\?|#|$)/i.test(safe)) session.set(RETURN_PATH_KEY, safe);
}

/**
 * Loaded on the first sign-in (`startSignIn` of signInState.ts, decision 0019).
 * Sends the visitor through the API's sign-in page on a live origin; they come back to
 * `/auth`, then here. The PKCE verifier stays in this tab (session storage) for the exchange.
 */
export async function startSignIn(
  api: SignInOrigins,
  rememberLoginScene: () => void,
  win: Window = window,
): Promise<void> {
  const here = win.location.pathname + win.location.search + win.location.hash;
  rememberReturn(sessionKV, here);
  // Spec §4 "Login": the scene is the share page's when the URL has /s/, else the official
  // page's: the session's rememberLoginScene stores exactly that (no caller's own value).
  rememberLoginScene();
  const [origin, pkce] = await Promise.all([
    liveOrigin(api.origins, api.current(), undefined, undefined, api.recentFailures),
    createPkcePair(),
  ]);
  sessionKV.set(PKCE_VERIFIER_KEY, pkce.verifier);
  win.location.assign(
    signInUrl(
      origin,
      win.location.origin,
      pkce.challenge,
      pageLocale(win.document),
      readThemeChoice(localKV),
      screenOf(win.location),
    ),
  );
}
