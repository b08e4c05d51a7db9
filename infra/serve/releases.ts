/**
 * Published versions on the local origins (issue 11, infra/registry/README.md): each remote's
 * origin answers `/_v/<version>/<file>` from the release store, so a promoted version is served
 * from the same origin as the remote's own build (the host's CSP allows it already) and every
 * earlier version stays served for the tabs that still run it. Published files never change:
 * they are sent `immutable` for a year. A local store's files are sent by the static server
 * (gzip, ETag and Last-Modified as for any file); another store's objects are read through it
 * and answered the same way (respond.ts: the ETag is the content hash, Last-Modified the first
 * time this server sent the object).
 */
import type http from 'node:http';
import path from 'node:path';
import type { RemoteName } from 'shared-libs/contracts';
import { readBuild } from '../registry/build-info';
import { VERSIONS_PATH } from '../registry/config';
import { LocalDirStorage, type Storage } from '../registry/storage';
import type { ReleaseStore } from '../registry/store/release-store';
import { contentTypeOf, isCompressible } from './content-types';
import { changeClock, etagOf, respond, variantCache } from './respond';
import { IMMUTABLE, SECURITY_HEADERS, type Handler, type StaticServer } from './static-server';

const VERSIONED = /^\/_v\/([0-9A-Za-z][0-9A-Za-z._-]{0,63})\/(.+)$/;

/**
 * The handler of a remote's origin for its published versions; `server` is the static server
 * it is installed on (its `send` adds gzip, cache and CORS headers).
 */
export function versionsHandler(
  remote: RemoteName,
  storage: Storage,
  server: () => StaticServer,
): Handler {
  const compressed = variantCache();
  const firstSent = changeClock();
  return async (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => {
    if (!url.pathname.startsWith(VERSIONS_PATH)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let rel: string;
    try {
      rel = decodeURIComponent(url.pathname);
    } catch {
      return false;
    }
    const m = VERSIONED.exec(rel);
    const file = m?.[2];
    if (!m || !file || file.split('/').some((p) => p === '..' || p === '.' || p === '')) {
      return false;
    }
    const key = `${remote}/${m[1]}/${file}`;
    if (storage instanceof LocalDirStorage) {
      const abs = path.join(storage.root, ...key.split('/'));
      server().send(req, res, abs, 200, { 'Cache-Control': IMMUTABLE });
      return true;
    }
    const got = await storage.get(key);
    if (!got) return false;
    const etag = etagOf(got.body);
    respond(
      req,
      res,
      200,
      {
        ...SECURITY_HEADERS,
        'Content-Type': contentTypeOf(file),
        'Cache-Control': IMMUTABLE,
        'Access-Control-Allow-Origin': '*',
      },
      {
        body: got.body,
        etag,
        lastModified: firstSent(key, etag),
        compressible: isCompressible(file),
      },
      { cache: compressed },
    );
    return true;
  };
}

/** The log's "who" of a start-up's publish (no token: the site's process owns its folder). */
export const LOCAL_BUILD_WRITER = 'local build (npm start)';

/**
 * `npm start` and the e2e site (issue "never silently broken"): every built remote is published
 * into the local store as a content-addressed version before anything is served, and made
 * current by the rule of ReleaseStore.publishLocalBuild (no published version live yet, or the
 * live one is the last local build). The registry then names published versions only, each with
 * its integrity; a remote's own build folder is never what the registry points at, so
 * `npm run build -w <remote>` alone changes nothing on the running site. One line per remote;
 * a build a gate refuses is reported and served from its own build (no integrity).
 */
export async function publishLocalBuilds(
  store: ReleaseStore,
  remotes: { remote: RemoteName; dir: string }[],
  log: (line: string) => void = console.log,
): Promise<{ remote: RemoteName; version?: string; live?: string; error?: string }[]> {
  const t0 = Date.now();
  const results = [];
  // One at a time: a first publish copies a build (a few MB); the CAS of the registry would
  // retry anyway.
  for (const { remote, dir } of remotes) {
    try {
      const r = await store.publishLocalBuild(LOCAL_BUILD_WRITER, readBuild(remote, dir), dir);
      log(
        `  ${remote.padEnd(14)} build ${r.version}${r.created ? ' (published now)' : ''}; live ${r.live}${r.promoted ? '' : ` (${r.reason})`}`,
      );
      if (r.warning)
        log(
          `  ${''.padEnd(14)} warning (published and run locally all the same; \`npm run remote -- publish\` refuses it): ${r.warning.replace(/\n/g, `\n  ${''.padEnd(14)} `)}`,
        );
      results.push({ remote, version: r.version, live: r.live });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      log(
        `  ${remote.padEnd(14)} NOT PUBLISHED: ${message}\n  ${''.padEnd(14)} served from its own build folder, without integrity, until a build passes`,
      );
      results.push({ remote, error: message });
    }
  }
  log(`  (release store ${store.storage.description}, ${Date.now() - t0} ms)`);
  return results;
}
