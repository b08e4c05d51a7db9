/**
 * A small static origin server (no framework): one per app origin in the embedded default.
 * Cache policy (architecture "Beyond one machine"): hashed chunks immutable for a year;
 * entries (index.html, main.js, remoteEntry.js, mf-manifest.json, registry.json) no-cache,
 * revalidated: every file has a strong ETag (its content hash; the gzip variant its own) and
 * Last-Modified (its mtime), and a matching `If-None-Match` / `If-Modified-Since` gets a 304
 * (respond.ts, decision 0017). Text files are gzip-compressed once and kept in memory.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { contentTypeOf, isCompressible } from './content-types';
import { etagOf, respond, variantCache } from './respond';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|svg|webp|woff2)$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * The Content Security Policy of a remote's stand-alone page (its own `index.html` on its origin,
 * `http://localhost:8084/`): its scripts are its own files (`main.js`, `remoteEntry.js`, chunks,
 * all from its origin, no inline script), so `script-src 'self'` without a nonce; it talks to the
 * API origins; nothing may frame it but its own origin. Stricter than the host's (infra/serve/
 * csp.ts), which must trust the remotes' origins and inline its nonce'd boot script.
 */
export function standalonePolicy(apiOrigins: readonly string[]): string {
  const api = apiOrigins.join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${api}`,
    `media-src 'self' blob: ${api}`,
    `connect-src 'self' ${api}`,
    "worker-src 'self' blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self' ${api}`,
    "frame-ancestors 'self'",
  ].join('; ');
}

/** An app-specific handler run first; returns true when it answered. */
export type Handler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
) => boolean | Promise<boolean>;

export interface StaticServerOptions {
  /** Folder to serve. */
  root: string;
  port: number;
  /** Address to listen on, default 127.0.0.1. */
  host?: string;
  /** Allow any origin to fetch (remotes are loaded cross-origin). */
  cors?: boolean;
  handle?: Handler;
  /** Headers added to every HTML file it sends (a remote's stand-alone page: its CSP). */
  htmlHeaders?: Record<string, string>;
  /** File to serve when nothing matches (the host answers index.html for page paths). */
  fallback?: (req: http.IncomingMessage, url: URL) => string | null;
}

export interface StaticServer {
  server: http.Server;
  send(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    file: string,
    status?: number,
    extraHeaders?: Record<string, string>,
  ): void;
  listen(): Promise<http.Server>;
  close(): Promise<void>;
}

export function createStaticServer(o: StaticServerOptions): StaticServer {
  const root = path.resolve(o.root);
  const compressed = variantCache();
  /** The ETag of each file's current version (size and mtime), so a file is hashed once. */
  const etags = new Map<string, { version: string; etag: string }>();

  function send(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    file: string,
    status = 200,
    extraHeaders: Record<string, string> = {},
  ): void {
    let stat: fs.Stats;
    let body: Buffer;
    try {
      stat = fs.statSync(file);
      body = fs.readFileSync(file);
    } catch {
      return notFound(res);
    }
    const version = `${stat.size}:${stat.mtimeMs}`;
    let known = etags.get(file);
    if (!known || known.version !== version) {
      known = { version, etag: etagOf(body) };
      etags.set(file, known);
    }
    const headers: http.OutgoingHttpHeaders = {
      ...SECURITY_HEADERS,
      'Content-Type': contentTypeOf(file),
      'Cache-Control': HASHED.test(path.basename(file)) ? IMMUTABLE : 'no-cache',
      ...(o.htmlHeaders && file.endsWith('.html') ? o.htmlHeaders : {}),
      ...extraHeaders,
    };
    if (o.cors) headers['Access-Control-Allow-Origin'] = '*';
    respond(
      req,
      res,
      status,
      headers,
      { body, etag: known.etag, lastModified: stat.mtime, compressible: isCompressible(file) },
      { cache: compressed },
    );
  }

  function notFound(res: http.ServerResponse): void {
    res.writeHead(404, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  }

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url || '/', 'http://localhost');
      if (o.handle && (await o.handle(req, res, url))) return;
      // CORS preflight only where cross-origin reads are meant (the remotes' files); the host
      // answers OPTIONS like any other method it does not serve.
      if (req.method === 'OPTIONS' && o.cors) {
        res.writeHead(204, {
          ...SECURITY_HEADERS,
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, HEAD',
        });
        return res.end();
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { ...SECURITY_HEADERS, Allow: 'GET, HEAD' });
        return res.end();
      }
      let rel: string;
      try {
        rel = decodeURIComponent(url.pathname);
      } catch {
        rel = '/';
      }
      const file = path.join(root, path.normalize(rel).replace(/^([/\\])+/, ''));
      if (file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        return send(req, res, file);
      }
      const fb = o.fallback && o.fallback(req, url);
      if (fb) return send(req, res, fb, 200);
      return notFound(res);
    } catch (err) {
      console.error(err);
      if (!res.headersSent) res.writeHead(500, SECURITY_HEADERS);
      res.end();
    }
  });

  return {
    server,
    send,
    listen() {
      return new Promise<http.Server>((resolve, reject) => {
        server.once('error', reject);
        server.listen(o.port, o.host || '127.0.0.1', () => resolve(server));
      });
    },
    close() {
      return new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      });
    },
  };
}
