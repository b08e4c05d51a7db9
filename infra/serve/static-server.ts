/**
 * A small static origin server (no framework): one per app origin in the embedded default.
 * Cache policy (architecture "Beyond one machine"): hashed chunks immutable for a year;
 * entries (index.html, main.js, remoteEntry.js, mf-manifest.json, registry.json) no-cache.
 * Text assets are gzip-compressed once and kept in memory.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.map',
  '.txt',
  '.xml',
]);
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|svg|webp|woff2)$/;

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

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
  const gzCache = new Map<string, Buffer>();

  function send(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    file: string,
    status = 200,
    extraHeaders: Record<string, string> = {},
  ): void {
    const ext = path.extname(file);
    const name = path.basename(file);
    let body: Buffer;
    try {
      body = fs.readFileSync(file);
    } catch {
      return notFound(res);
    }
    const headers: http.OutgoingHttpHeaders = {
      ...SECURITY_HEADERS,
      'Content-Type': TYPES[ext] || 'application/octet-stream',
      'Cache-Control': HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...extraHeaders,
    };
    if (o.cors) headers['Access-Control-Allow-Origin'] = '*';
    const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] || '');
    if (acceptsGzip && COMPRESSIBLE.has(ext) && body.length > 512) {
      const key = `${file}:${body.length}:${fs.statSync(file).mtimeMs}`;
      let gz = gzCache.get(key);
      if (!gz) {
        gz = zlib.gzipSync(body, { level: 9 });
        gzCache.set(key, gz);
      }
      headers['Content-Encoding'] = 'gzip';
      body = gz;
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
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
