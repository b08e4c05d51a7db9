/**
 * The OAuth side of the API's pages (sign-in, sign-up, verification, reset): checking the
 * authorize parameters every form carries, keeping them as hidden fields and links, and ending
 * a page's flow signed in (an authorization code back to the site, decision 0007).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from '@fastify/type-provider-typebox';
import type { Locale, Wire } from 'shared-libs/contracts';
import type { ApiContext } from '../context';
import { ApiError } from '../errors';
import { originOf } from '../origin';
import { newToken } from '../util';

/** The OAuth parameters of the authorize request (query of GET, form of POST). */
export type AuthorizeParams = Static<typeof Wire.AuthorizeParams>;
/** The parameters a page keeps (hidden fields, links): the non-empty ones. */
export type KeptParams = Record<string, string>;

const SCOPES = ['user', 'pan', 'offline'];
/**
 * Clients whose sign-in page codes must be bound to the browser that started the sign-in
 * (PKCE, RFC 7636 S256): the web site. Codes an app hands over through its own bridge (native,
 * desktop loopback) are not issued here and carry no challenge. Ours.
 */
const PKCE_CLIENTS = ['cumulus-web'];

/** Validate the OAuth parameters; the target and the normalised scope. Throws an ApiError. */
export function checkAuthorize(
  ctx: ApiContext,
  p: AuthorizeParams,
): { target: URL; scope: string } {
  let target: URL;
  try {
    target = new URL(p.redirect_uri);
  } catch {
    throw new ApiError('invalid_request', 'redirect_uri is not a valid URL');
  }
  if (!ctx.options.siteOrigins.includes(target.origin)) {
    throw new ApiError(
      'invalid_request',
      `redirect_uri must be on an allowed site origin (${target.origin} is not)`,
    );
  }
  if (p.response_type !== 'code')
    throw new ApiError('unsupported_response_type', 'response_type must be code');
  if (p.code_challenge && p.code_challenge_method !== 'S256')
    throw new ApiError('invalid_request', 'code_challenge_method must be S256');
  if (!p.code_challenge && PKCE_CLIENTS.includes(p.client_id))
    throw new ApiError('invalid_request', 'This client must send a code_challenge (PKCE)');
  const scopes = String(p.scope || 'user pan offline')
    .split(/[\s+]+/)
    .filter(Boolean);
  const unknown = scopes.filter((s) => !SCOPES.includes(s));
  if (unknown.length) throw new ApiError('invalid_scope', `Unknown scope: ${unknown.join(' ')}`);
  return { target, scope: scopes.join(' ') };
}

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
 * Ends a page's flow signed in: an authorization code for the user, bound to the request's
 * PKCE challenge, back to the site (`redirect_uri?code=`). The pages' own script posts with
 * fetch (`x-sign-in: fetch`) and is answered where to go; a plain form post is redirected.
 */
export function finishSignIn(
  ctx: ApiContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  p: AuthorizeParams,
): { location: string } | FastifyReply {
  const { target, scope } = checkAuthorize(ctx, p);
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
      p.code_challenge || null,
    );
  target.searchParams.set('code', code);
  if (p.state) target.searchParams.set('state', p.state);
  if (request.headers['x-sign-in'] === 'fetch') return { location: target.href };
  return reply.redirect(target.href, 302);
}
