/**
 * The one table of the local origin servers' content types (static-server.ts, releases.ts),
 * and which of them are text worth compressing.
 */
import path from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
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

/** The Content-Type of a file by its extension (application/octet-stream when unknown). */
export const contentTypeOf = (file: string): string =>
  TYPES[path.extname(file).toLowerCase()] || 'application/octet-stream';

/** Text worth compressing (scripts, styles, data, markup, SVG). */
export const isCompressible = (file: string): boolean =>
  COMPRESSIBLE.has(path.extname(file).toLowerCase());
