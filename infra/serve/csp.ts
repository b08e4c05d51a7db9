/**
 * The Content Security Policy of the host page (quality bars, Security): a per-response nonce with
 * 'strict-dynamic' (scripts the host's own scripts insert — Module Federation entries and chunks —
 * are trusted; nothing else), workers only from the site or blob: URLs (the file preview's
 * pdf.js), no plugins, no <base>, framing limited to the site itself or to
 * the parent named by a valid `origin` query parameter (embedded mode, spec §2). Where the registry
 * allows developer overrides (the embedded local registry only), a local dev server's live-reload
 * websocket is allowed too (`ws://localhost:*`).
 * The same policy is written into the production nginx config (infra/production/).
 */
import { randomBytes } from 'node:crypto';

export const newNonce = (): string => randomBytes(16).toString('base64');

/** An http(s) origin, its port possibly `*` (nothing that could break out of the directive). */
const isSourceExpression = (v: unknown): v is string =>
  typeof v === 'string' && /^https?:\/\/[a-z0-9.-]+(:(\d{1,5}|\*))?$/i.test(v);

export interface PolicyOptions {
  nonce: string;
  apiOrigins: readonly string[];
  remoteOrigins: readonly string[];
  /** The registry's allowlist of pages that may frame the site (`embedding.parents`). */
  embeddingParents?: readonly unknown[];
  /**
   * The registry's `overrides.allowedOrigins` (developer overrides, decision 0014): each http(s)
   * origin's websocket twin (`http://localhost:*` -> `ws://localhost:*`) joins connect-src, for
   * the live-reload socket of a remote's dev server (`npm run dev -w <remote>`), and each origin
   * joins style-src, for an overriding build's CSS files. Only the embedded local registry
   * allows overrides; empty or absent (production): nothing is added.
   */
  overrideOrigins?: readonly unknown[];
  reportUri?: string;
  /**
   * Whether connect-src has the loopback origins of the desktop client's auth-code service
   * (spec §4). Default true (the local servers, every page); production's page service gives
   * them only to the desktop sign-in page load (`desktopSignIn`), as nginx does: the
   * Observatory scores any http: source down.
   */
  loopback?: boolean;
}

/** The desktop client's sign-in page load: `?from_source=pc_client&port=<hex>` (spec §4). */
export const desktopSignIn = (url: URL): boolean =>
  url.searchParams.get('from_source') === 'pc_client' &&
  /^[0-9A-Fa-f]{1,4}$/.test(url.searchParams.get('port') ?? '');

/** The websocket origins of the dev servers developer overrides may point at. */
export function devSocketSources(overrideOrigins: readonly unknown[] = []): string[] {
  const ws = overrideOrigins
    .filter(isSourceExpression)
    .map((o) => o.replace(/^http(s?):/i, (_m, s: string) => `ws${s}:`));
  return [...new Set(ws)];
}

export function contentSecurityPolicy(o: PolicyOptions): string {
  const api = o.apiOrigins.join(' ');
  const remotes = o.remoteOrigins.join(' ');
  const styles = [
    ...new Set([...o.remoteOrigins, ...(o.overrideOrigins ?? []).filter(isSourceExpression)]),
  ];
  return [
    "default-src 'self'",
    `script-src 'nonce-${o.nonce}' 'strict-dynamic'`,
    // The remotes' CSS files, React style attributes, and the CSS a remote's dev build injects.
    ["style-src 'self' 'unsafe-inline'", ...styles].join(' '),
    `img-src 'self' data: blob: ${api}`,
    `media-src 'self' blob: ${api}`,
    // The desktop client's auth-code service listens on a loopback port (spec §4).
    // In dev only (the registry allows developer overrides): a dev server's live-reload socket.
    [
      `connect-src 'self' ${api} ${remotes}${o.loopback === false ? '' : ' http://127.0.0.1:* http://localhost:*'}`,
      ...devSocketSources(o.overrideOrigins),
    ].join(' '),
    // The captcha challenge page is served by the API origin; once solved it returns to the
    // site's own /loading page inside the same frame, which hands the token to the page.
    `frame-src 'self' ${api}`,
    // pdf.js parses PDFs in a worker started from a blob: URL (a Worker cannot start from the
    // remotes' origin); without worker-src, workers fall back to script-src and are refused.
    "worker-src 'self' blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self' ${api}`,
    // Only the registry's allowlist, never what a URL says (hardening issue, item 5).
    `frame-ancestors ${["'self'", ...(o.embeddingParents || []).filter(isSourceExpression)].join(' ')}`,
    ...(o.reportUri ? [`report-uri ${o.reportUri}`] : []),
  ].join('; ');
}

/** Adds the nonce to every script tag and script preload of the page shell. */
export const withNonce = (html: string, nonce: string): string =>
  html
    .replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`)
    .replace(
      /<link rel="preload" as="script"/g,
      `<link rel="preload" as="script" nonce="${nonce}"`,
    );
