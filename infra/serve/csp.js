'use strict';
/**
 * The Content Security Policy of the host page (quality bars, Security): a per-response nonce with
 * 'strict-dynamic' (scripts the host's own scripts insert — Module Federation entries and chunks —
 * are trusted; nothing else), workers only from the site or blob: URLs (the file preview's
 * pdf.js), no plugins, no <base>, framing limited to the site itself or to
 * the parent named by a valid `origin` query parameter (embedded mode, spec §2).
 * The same policy is written into the production nginx config (infra/production/).
 */
const { randomBytes } = require('node:crypto');

const newNonce = () => randomBytes(16).toString('base64');

/** A parent origin from the `origin` query parameter, only when it is a plain http(s) origin. */
function embeddingOrigin(value) {
  if (!value) return null;
  try {
    const u = new URL(value);
    if (
      (u.protocol !== 'https:' && u.protocol !== 'http:') ||
      u.origin !== value.replace(/\/$/, '')
    )
      return null;
    return u.origin;
  } catch {
    return null;
  }
}

/**
 * @param {{ nonce: string, apiOrigins: string[], remoteOrigins: string[], parentOrigin?: string | null, reportUri?: string }} o
 */
function contentSecurityPolicy(o) {
  const api = o.apiOrigins.join(' ');
  const remotes = o.remoteOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'nonce-${o.nonce}' 'strict-dynamic'`,
    // React style attributes and remotes' injected CSS Modules.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${api}`,
    `media-src 'self' blob: ${api}`,
    // The desktop client's auth-code service listens on a loopback port (spec §4).
    `connect-src 'self' ${api} ${remotes} http://127.0.0.1:* http://localhost:*`,
    // The captcha challenge page is served by the API origin.
    `frame-src ${api}`,
    // pdf.js parses PDFs in a worker started from a blob: URL (a Worker cannot start from the
    // remotes' origin); without worker-src, workers fall back to script-src and are refused.
    "worker-src 'self' blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self' ${api}`,
    `frame-ancestors ${o.parentOrigin ? `'self' ${o.parentOrigin}` : "'self'"}`,
    ...(o.reportUri ? [`report-uri ${o.reportUri}`] : []),
  ].join('; ');
}

/** Adds the nonce to every script tag and script preload of the page shell. */
const withNonce = (html, nonce) =>
  html
    .replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`)
    .replace(
      /<link rel="preload" as="script"/g,
      `<link rel="preload" as="script" nonce="${nonce}"`,
    );

module.exports = { contentSecurityPolicy, embeddingOrigin, newNonce, withNonce };
