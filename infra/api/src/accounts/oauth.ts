/**
 * The OAuth side of the API's pages (sign-in, sign-up, verification, reset): checking the
 * authorize parameters every form carries, keeping them as hidden fields and links, and ending
 * a page's flow signed in (an authorization code back to the site, decision 0007).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from '@fastify/type-provider-typebox';
import { DEFAULT_LOCALE, type Locale, type Wire } from 'shared-libs/contracts';
import type { ApiContext } from '../context';
import { ApiError } from '../errors';
import { originOf } from '../origin';
import { newToken } from '../util';
import {
  redirectAllowed,
  requireClient,
  webRedirectUri,
  WEB_CLIENT_ID,
  type OAuthClient,
} from './clients';

/** The OAuth parameters of the authorize request (query of GET, form of POST). */
export type AuthorizeParams = Static<typeof Wire.AuthorizeParams>;
/** The parameters a page keeps (hidden fields, links): the non-empty ones. */
export type KeptParams = Record<string, string>;

const SCOPES = ['user', 'pan', 'offline'];

/**
 * Whether a page takes parameters without a PKCE challenge: `mail` for the pages a mail's link
 * opens (verification, reset), which carry only the site's own parameters (mailParams) and end
 * without a code when the browser that opens them started no sign-in.
 */
export type PkceRule = 'required' | 'mail';

/**
 * Validate the OAuth parameters (OAuth 2.0 Security BCP): a registered client, one of its exact
 * redirect URIs, response_type code, a PKCE S256 challenge, known scopes. Throws an ApiError.
 */
export function checkAuthorize(
  ctx: ApiContext,
  p: AuthorizeParams,
  rule: PkceRule = 'required',
): { target: URL; scope: string; client: OAuthClient } {
  const client = requireClient(p.client_id);
  if (!redirectAllowed(ctx, client, p.redirect_uri))
    throw new ApiError('invalid_request', 'redirect_uri is not registered for this client');
  const target = new URL(p.redirect_uri);
  if (p.response_type !== 'code')
    throw new ApiError('unsupported_response_type', 'response_type must be code');
  if (p.code_challenge && p.code_challenge_method !== 'S256')
    throw new ApiError('invalid_request', 'code_challenge_method must be S256');
  const unbound = rule === 'mail' && client.id === WEB_CLIENT_ID && !p.state;
  if (!p.code_challenge && !unbound)
    throw new ApiError('invalid_request', 'A code_challenge (PKCE, S256) is required');
  return { target, scope: checkScope(p.scope), client };
}

/** A requested scope (`user+pan+offline` or space-separated; default all), known scopes only. */
export function checkScope(raw: string | undefined): string {
  const scopes = String(raw || 'user pan offline')
    .split(/[\s+]+/)
    .filter(Boolean);
  const unknown = scopes.filter((s) => !SCOPES.includes(s));
  if (unknown.length) throw new ApiError('invalid_scope', `Unknown scope: ${unknown.join(' ')}`);
  return scopes.join(' ');
}

/**
 * The parameters a mail's link carries (reset, verification, "you have an account"): the site's
 * own client and redirect URI and the page's language, never the ones of the request that
 * caused the mail (an attacker's client, redirect or PKCE challenge would otherwise receive the
 * code the mail's owner signs in with).
 */
export function mailParams(ctx: ApiContext, p: AuthorizeParams, locale: Locale): KeptParams {
  return {
    client_id: WEB_CLIENT_ID,
    redirect_uri: webRedirectUri(ctx, p.client_id === WEB_CLIENT_ID ? p.redirect_uri : undefined),
    response_type: 'code',
    ui_locales: locale,
  };
}

/**
 * The site's page that starts a new sign-in (host: `/drive/login`, in the page's language:
 * en-US unprefixed, as the host's localePath), for a flow without code. A mail's page that did
 * its job sends the person there with a grant (accounts/mailGrant.ts), and the sign-in it
 * starts ends in the drive.
 */
export function siteSignInUrl(ctx: ApiContext, p: AuthorizeParams, locale?: Locale): string {
  const redirect = webRedirectUri(ctx, p.client_id === WEB_CLIENT_ID ? p.redirect_uri : undefined);
  const prefix = locale && locale !== DEFAULT_LOCALE ? `/${locale}` : '';
  return new URL(`${prefix}/drive/login`, redirect).href;
}

/** The site's home page in a language (the pages' brand and back link). */
export function siteHome(ctx: ApiContext, p: AuthorizeParams, locale: Locale): string {
  const redirect = webRedirectUri(ctx, p.client_id === WEB_CLIENT_ID ? p.redirect_uri : undefined);
  return new URL(locale === DEFAULT_LOCALE ? '/' : `/${locale}`, redirect).href;
}

/** The site's theme choice a page was asked to follow (`theme`), else the system's. */
export type PageTheme = 'light' | 'dark' | undefined;
export const pageTheme = (p: { theme?: string | undefined }): PageTheme =>
  p.theme === 'light' || p.theme === 'dark' ? p.theme : undefined;

/**
 * The OAuth parameters a page keeps, with `ui_locales` as the page's resolved locale (so the
 * next page speaks it whatever the browser says).
 */
export function keep(p: AuthorizeParams, locale: Locale): KeptParams {
  const all: Record<string, string | undefined> = {
    client_id: p.client_id,
    redirect_uri: p.redirect_uri,
    scope: p.scope,
    response_type: p.response_type,
    state: p.state,
    code_challenge: p.code_challenge,
    code_challenge_method: p.code_challenge_method,
    ui_locales: locale,
    theme: pageTheme(p),
  };
  const kept: KeptParams = {};
  for (const [k, v] of Object.entries(all)) if (v) kept[k] = v;
  return kept;
}

/** A page of this API with the kept parameters (and more) as its query: `/v1/auth/signup?...`. */
export function pageUrl(path: string, params: KeptParams, extra: KeptParams = {}): string {
  return `${path}?${new URLSearchParams({ ...params, ...extra })}`;
}

/** The same, absolute (links in mails). */
export const absolutePageUrl = (
  request: FastifyRequest,
  path: string,
  params: KeptParams,
  extra: KeptParams = {},
): string => `${originOf(request)}${pageUrl(path, params, extra)}`;

/** Whether a form post comes from a page of this API origin (or from no browser at all). */
export function fromOwnPage(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = request.headers.origin;
  return origin === undefined || origin === originOf(request);
}

/**
 * Login CSRF (decision 0009): a page's form is posted only from its own page. Browsers say
 * where a request comes from (Sec-Fetch-Site, Origin); another site's form is refused. Clients
 * that are not browsers send neither and cannot be a victim's browser.
 */
export function requireOwnPage(request: FastifyRequest): void {
  if (!fromOwnPage(request))
    throw new ApiError('permission_denied', 'Sign in from the Cumulus sign-in page');
}

/**
 * A new authorization code for the user, bound to the client, its redirect URI and the
 * request's PKCE challenge: the redirect URI with `code` (and `state`).
 */
export function codeLocation(
  ctx: ApiContext,
  userId: string,
  p: AuthorizeParams,
  target: URL,
  scope: string,
): string {
  // Every code is PKCE-bound (decision 0020): never one without a challenge.
  if (!p.code_challenge)
    throw new ApiError('invalid_request', 'A code_challenge (PKCE, S256) is required');
  const code = newToken();
  ctx.db
    .prepare<[string, string, string, string, string, number, string | null]>(
      'INSERT INTO auth_codes (code, user_id, client_id, redirect_uri, scope, expires_at, code_challenge) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      code,
      userId,
      p.client_id,
      p.redirect_uri,
      scope,
      Date.now() + ctx.options.authCodeTtlSec * 1000,
      p.code_challenge,
    );
  target.searchParams.set('code', code);
  if (p.state) target.searchParams.set('state', p.state);
  return target.href;
}

/**
 * Ends a page's flow signed in: an authorization code for the user, bound to the client, its
 * redirect URI and the request's PKCE challenge, back to the site (`redirect_uri?code=`). The
 * pages' own script posts with fetch (`x-sign-in: fetch`) and is answered where to go; a plain
 * form post is redirected. A page opened from a mail (no challenge: `done`) issues no code.
 */
export function finishSignIn(
  ctx: ApiContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  p: AuthorizeParams,
  done?: () => { location: string } | FastifyReply,
): { location: string } | FastifyReply {
  const { target, scope } = checkAuthorize(ctx, p, done ? 'mail' : 'required');
  if (!p.code_challenge) {
    if (!done) throw new ApiError('invalid_request', 'A code_challenge (PKCE, S256) is required');
    return done();
  }
  const location = codeLocation(ctx, userId, p, target, scope);
  if (request.headers['x-sign-in'] === 'fetch') return { location };
  return reply.redirect(location, 302);
}
