/**
 * How the local origin servers answer a body (decision 0017): content negotiation (gzip, and
 * brotli where the caller allows it), validators (a strong ETag from the content hash, one per
 * encoding, and Last-Modified) and conditional requests (`If-None-Match`, `If-Modified-Since`:
 * 304 without a body, with the validators and every other header of the 200 but the body's own).
 * The production nginx does the same for its static files (its ETag is mtime-size, weak once it
 * gzips; infra/production/nginx/server.test.ts checks it on a real nginx).
 *
 * A body that differs on every request (the page shell: a CSP nonce per response) gets no
 * validators: a 304 would hand the browser its cached copy, whose nonce is not the new
 * response's (decision 0017).
 */
import crypto from 'node:crypto';
import type http from 'node:http';
import zlib from 'node:zlib';

export type Coding = 'br' | 'gzip';

/**
 * Compression settings. Files are compressed once and kept (gzip at 9, as before); an answer made
 * per request (the shell) at the levels past which compressing costs much more time for a few
 * percent fewer bytes (decision 0017): gzip 6, brotli 5.
 */
export const FILE_GZIP_LEVEL = 9;
export const PAGE_GZIP_LEVEL = 6;
export const PAGE_BROTLI_QUALITY = 5;
/** Smaller bodies are sent as they are (the encoding costs more than it saves). */
export const MIN_COMPRESS_BYTES = 512;

/** What is answered: the body and what the caller knows about it. */
export interface Entity {
  /** The identity body. */
  body: Buffer;
  /**
   * The strong ETag of the identity body (`etagOf`), or null for a body that must not be
   * revalidated (it differs per request).
   */
  etag: string | null;
  /** When the resource last changed, or null (no Last-Modified). */
  lastModified: Date | null;
  /** Text worth compressing (HTML, JS, CSS, JSON, SVG...). */
  compressible: boolean;
}

export interface RespondOptions {
  /** Offer brotli too (the page shell; files stay gzip, as nginx serves them). */
  brotli?: boolean;
  /** gzip level for this answer (default FILE_GZIP_LEVEL). */
  gzipLevel?: number;
  /** Where compressed variants of bodies with an ETag are kept (see `variantCache`). */
  cache?: VariantCache;
}

/** The strong ETag of a body: a content hash (128 bits, base64url). */
export function etagOf(body: Buffer | string): string {
  return `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * The ETag of an encoded variant: another representation, another strong tag (compression is
 * deterministic here: the same body, level and zlib give the same bytes).
 */
export const variantEtag = (etag: string, coding: Coding | null): string =>
  coding ? `${etag.slice(0, -1)}-${coding}"` : etag;

/** The codings a request accepts (`Accept-Encoding`, q=0 refuses, `*` stands for the others). */
export function acceptedCodings(header: string | string[] | undefined): Set<Coding> {
  const q = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qp ? Number(qp.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const out = new Set<Coding>();
  for (const c of ['br', 'gzip'] as const) {
    const v = q.get(c) ?? (c === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0;
    if (v > 0) out.add(c);
  }
  return out;
}

/** The coding an answer uses: brotli when allowed and accepted, else gzip, else none. */
export function chooseCoding(
  req: http.IncomingMessage,
  entity: Pick<Entity, 'body' | 'compressible'>,
  brotli = false,
): Coding | null {
  if (!entity.compressible || entity.body.length < MIN_COMPRESS_BYTES) return null;
  const accepted = acceptedCodings(req.headers['accept-encoding']);
  if (brotli && accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}

/** `Date` at whole seconds (HTTP dates have no milliseconds). */
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * Whether a GET or HEAD may be answered 304 (RFC 9110 §13.1): `If-None-Match` decides when it
 * is there (weak comparison, `*` matches any current representation); else `If-Modified-Since`.
 */
export function isNotModified(
  req: http.IncomingMessage,
  etag: string | null,
  lastModified: Date | null,
): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const inm = req.headers['if-none-match'];
  if (inm !== undefined) {
    if (!etag) return false;
    if (inm.trim() === '*') return true;
    const opaque = (t: string) => t.trim().replace(/^W\//, '');
    return inm.split(',').some((t) => opaque(t) === opaque(etag));
  }
  const ims = req.headers['if-modified-since'];
  if (ims === undefined || !lastModified) return false;
  const since = Date.parse(ims);
  return Number.isFinite(since) && seconds(lastModified) <= Math.floor(since / 1000);
}

/** Compressed bodies by variant ETag, bounded in bytes (the oldest go first). */
export interface VariantCache {
  get(key: string): Buffer | undefined;
  set(key: string, body: Buffer): void;
}

export function variantCache(maxBytes = 64 * 1024 * 1024): VariantCache {
  const map = new Map<string, Buffer>();
  let bytes = 0;
  return {
    get: (key) => map.get(key),
    set(key, body) {
      if (body.length > maxBytes || map.has(key)) return;
      map.set(key, body);
      bytes += body.length;
      for (const [k, v] of map) {
        if (bytes <= maxBytes) break;
        map.delete(k);
        bytes -= v.length;
      }
    },
  };
}

function encode(body: Buffer, coding: Coding, o: RespondOptions): Buffer {
  if (coding === 'gzip') return zlib.gzipSync(body, { level: o.gzipLevel ?? FILE_GZIP_LEVEL });
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * Answers an entity: 304 when the request's validators match (status 200 only), else the body in
 * the negotiated encoding. `headers` are the answer's own (security headers, Content-Type,
 * Cache-Control, CORS...); this adds Vary, ETag, Last-Modified, Content-Encoding and
 * Content-Length. HEAD gets the headers of GET without the body.
 */
export function respond(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  headers: http.OutgoingHttpHeaders,
  entity: Entity,
  o: RespondOptions = {},
): void {
  const coding = chooseCoding(req, entity, o.brotli);
  const out: http.OutgoingHttpHeaders = { ...headers };
  // The answer depends on Accept-Encoding for every compressible resource, whichever was chosen.
  if (entity.compressible) out.Vary = 'Accept-Encoding';
  const etag = entity.etag ? variantEtag(entity.etag, coding) : null;
  if (etag) out.ETag = etag;
  if (entity.lastModified) out['Last-Modified'] = entity.lastModified.toUTCString();
  if (status === 200 && isNotModified(req, etag, entity.lastModified)) {
    // RFC 9110 §15.4.5: the validators and the caching headers of the 200; no body, so no
    // Content-Length or Content-Encoding. The security headers stay (every answer has them).
    res.writeHead(304, out);
    res.end();
    return;
  }
  let body = entity.body;
  if (coding) {
    const key = etag ?? '';
    const cached = etag ? o.cache?.get(key) : undefined;
    body = cached ?? encode(entity.body, coding, o);
    if (etag && !cached) o.cache?.set(key, body);
    out['Content-Encoding'] = coding;
  }
  out['Content-Length'] = body.length;
  res.writeHead(status, out);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Last-Modified of a resource whose source has no modification time (a registry read from the
 * release store, a generated sitemap): the first time this server answered its current content.
 * A change of content (another ETag) moves it; the same content keeps it.
 */
export function changeClock(now: () => Date = () => new Date()) {
  const seen = new Map<string, { etag: string; since: Date }>();
  return (resource: string, etag: string): Date => {
    const known = seen.get(resource);
    if (known && known.etag === etag) return known.since;
    const since = new Date(seconds(now()) * 1000);
    seen.set(resource, { etag, since });
    return since;
  };
}
