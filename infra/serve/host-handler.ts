/**
 * Host-origin specific answers:
 * - `/registry.json`, the run-time registry (revalidated on every load: no-cache with an ETag
 *   and Last-Modified, so an unchanged registry is a 304): the file CUMULUS_REGISTRY_FILE
 *   names, else the release store's current registry (infra/registry, `npm run remote`) when it
 *   has one, else the embedded default (infra/registry/local-registry.ts);
 * - the page shell for every page path, with the request's Accept-Language handed to the page
 *   (locale choice order, spec §5) and a per-response CSP nonce on its scripts: compressed
 *   (brotli or gzip) and without validators, since its body differs on every answer
 *   (decision 0017); a public page its remote prerendered comes with its content
 *   (prerendered-pages.ts), a share with its first API answer (share-first-view.ts) and the
 *   view it shows, rendered by the share remote's Node build (share-view.ts);
 * - `POST /__csp-report` collects CSP violation reports (csp-reports.ts); `GET /__csp-reports`
 *   lists them (the e2e suite asserts there are none), `GET /__csp-report-counts` counts them
 *   per page and directive. The server only listens on loopback; production's page service
 *   (infra/production/page-service.ts, `production`) has none of the three.
 */
import fs from 'node:fs';
import type http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ActivityEntry, Registry } from 'shared-libs/contracts';
import { localRegistry, type RegistryFile } from '../registry/local-registry';
import type { ReleaseStore } from '../registry/store/release-store';
import { createCspReports } from './csp-reports';
import { createRemoteReports, MAX_REPORT_BODY } from './remote-reports';
import { isControlCall } from '../api/src/devSurfaces';
import { contentSecurityPolicy, desktopSignIn, newNonce, withNonce } from './csp';
import { ORIGINS } from './origins';
import { earlyHints } from './preload';
import {
  createPrerenderedPages,
  loadHostPrerender,
  withPrerenderedPage,
} from './prerendered-pages';
import { PAGE_GZIP_LEVEL, changeClock, etagOf, respond, variantCache } from './respond';
import { createShareFirstView } from './share-first-view';
import { loadShareView } from './share-view';
import { robotsTxt, sitemapXml } from './sitemap';
import { SECURITY_HEADERS, type Handler } from './static-server';

const escapeAttr = (s: string) => s.replace(/[^A-Za-z0-9,;=.\-* ]/g, '');
const ASSET = /\.(js|mjs|css|map|json|png|svg|webp|ico|woff2|txt|xml)$/i;

/** The body as text, or null when it is larger than `limit` (the rest is not read). */
function readBody(req: http.IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length']) > limit) return resolve(null);
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        req.pause();
        resolve(null);
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** What the host's route resolver (host/src/routing/resolveRoute.ts) is asked and answers. */
type ResolveRoute = (input: {
  pathname: string;
  search: string;
  hash: string;
  activities: readonly ActivityEntry[];
  isMobile: boolean;
  now: number;
}) => { kind: string };

/**
 * The host's route resolver built for Node (host/webpack.config.js), or null when it was not
 * built: then every page answers 200 and the browser shows the not-found page by itself.
 */
function loadResolver(hostRoot: string): ResolveRoute | null {
  try {
    // A build output, loaded at run time: its shape is the host's resolveRoute module.
    const built = createRequire(__filename)(
      path.join(hostRoot, '..', 'dist-server', 'resolveRoute.js'),
    ) as { resolveRoute?: ResolveRoute };
    return built.resolveRoute ?? null;
  } catch {
    return null;
  }
}

/** 404 for a path no route of the host matches (the shell still shows the not-found page). */
function pageStatus(resolveRoute: ResolveRoute | null, url: URL, registry: RegistryFile): number {
  if (!resolveRoute) return 200;
  try {
    const r = resolveRoute({
      pathname: url.pathname,
      search: url.search,
      hash: '',
      activities: registry.activities || [],
      isMobile: false,
      now: Date.now(),
    });
    return r.kind === 'not-found' ? 404 : 200;
  } catch {
    return 200;
  }
}

/** Every origin a registry loads remote code from: current, canary, previous, campaign versions. */
export function remoteOriginsOf(registry: RegistryFile): string[] {
  const urls: string[] = [];
  for (const r of Object.values(registry.remotes || {})) {
    urls.push(r.entry);
    if (r.canary) urls.push(r.canary.entry);
    for (const p of r.previous || []) urls.push(p.entry);
  }
  for (const a of registry.activities || []) if (a.version) urls.push(a.version.entry);
  const origins = urls.flatMap((u) => {
    try {
      return [new URL(u).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/**
 * The production page service (infra/production/page-service.ts, behind nginx): the page's
 * policy as nginx's own (the desktop client's loopback service only on its sign-in page load,
 * reports to the deployment's collector), and no CSP report endpoints of its own.
 */
export interface ProductionPages {
  /** The deployment's CSP report collector (nginx.conf's `report-uri`). */
  reportUri: string;
}

/** The headers of a page answer: its policy (with this answer's nonce), no validators. */
export function pageHeaders(
  nonce: string,
  registry: RegistryFile,
  url: URL,
  production?: ProductionPages,
): Record<string, string> {
  const policy = contentSecurityPolicy({
    nonce,
    apiOrigins: (registry.api && registry.api.origins) || [],
    remoteOrigins: remoteOriginsOf(registry),
    embeddingParents: (registry.embedding && registry.embedding.parents) || [],
    // The live-reload socket of a local dev server, only where overrides are allowed.
    overrideOrigins: registry.overrides?.allowedOrigins ?? [],
    reportUri: production ? production.reportUri : '/__csp-report',
    loopback: production ? desktopSignIn(url) : true,
  });
  // No ETag or Last-Modified: the body (its nonce) differs on every answer, and a 304 would
  // have the browser run its cached copy under this answer's policy (decision 0017).
  return {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    'Content-Security-Policy': policy,
  };
}

export interface HostHandlerOptions {
  hostRoot: string;
  /** The release store whose current registry is served (when it has one). */
  releases?: ReleaseStore;
  /** The share remote's Node build (share-view.ts); default: the repository's; false: none. */
  shareViewDir?: string | false;
  /** Set when this is production's page service (see ProductionPages). */
  production?: ProductionPages;
  /**
   * False for a host build that never loads a remote (the benchmark's single bundle): no
   * preloads of the route's remote entry. Default true.
   */
  remotePreloads?: boolean;
}

export function createHostHandler({
  hostRoot,
  releases,
  shareViewDir,
  production,
  remotePreloads = true,
}: HostHandlerOptions): Handler {
  const resolveRoute = loadResolver(hostRoot);
  const registryFile = process.env.CUMULUS_REGISTRY_FILE;
  const indexFile = path.join(hostRoot, 'index.html');
  const cspReports = createCspReports({ siteOrigin: ORIGINS.host });
  // Remote reports go to the release store (production sends them to its own collector).
  const remoteReports = releases && !production ? createRemoteReports(releases) : null;
  const compressed = variantCache(8 * 1024 * 1024);
  const changedAt = changeClock();
  const hostPrerender = loadHostPrerender(hostRoot);
  const prerendered = createPrerenderedPages({ host: hostPrerender });
  const shareFirstView = createShareFirstView();
  const shareView = hostPrerender && shareViewDir !== false ? loadShareView(shareViewDir) : null;

  /** A generated text answer (registry, sitemap, robots) with its validators, compressed. */
  function sendText(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    text: string,
    headers: http.OutgoingHttpHeaders,
    resource: string,
  ): void {
    const body = Buffer.from(text);
    const etag = etagOf(body);
    respond(
      req,
      res,
      200,
      { ...SECURITY_HEADERS, ...headers },
      { body, etag, lastModified: changedAt(resource, etag), compressible: true },
      { cache: compressed },
    );
  }

  /** The last registry read from the store, served while the store cannot be read. */
  let lastStored: Registry | null = null;
  async function registryText(): Promise<string> {
    if (registryFile) return fs.readFileSync(registryFile, 'utf8');
    if (releases) {
      try {
        lastStored = (await releases.currentRegistry()) ?? lastStored;
      } catch (err) {
        console.error(`release store unreadable, serving its last registry read: ${String(err)}`);
      }
    }
    return JSON.stringify(lastStored ?? localRegistry());
  }

  return async (req, res, url) => {
    if (!production && url.pathname === '/__csp-report' && req.method === 'POST') {
      const text = await readBody(req, cspReports.MAX_BODY);
      if (text === null) {
        // Too large: answered (not reset), and the connection closed.
        res.writeHead(413, { ...SECURITY_HEADERS, Connection: 'close' });
        res.end();
        return true;
      }
      cspReports.receive(text);
      res.writeHead(204, SECURITY_HEADERS);
      res.end();
      return true;
    }
    if (remoteReports && url.pathname === '/__remote-report' && req.method === 'POST') {
      // The site's own pages only (a beacon is same-origin): another site cannot report.
      const site = req.headers['sec-fetch-site'];
      const text =
        site === undefined || site === 'same-origin' ? await readBody(req, MAX_REPORT_BODY) : null;
      const outcome =
        text === null ? 'invalid' : await remoteReports.receive(text, req.socket.remoteAddress);
      const status = { counted: 204, invalid: 400, limited: 429 }[outcome];
      res.writeHead(status, { ...SECURITY_HEADERS, Connection: 'close' });
      res.end();
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    // The CSP report list and counts are test surfaces: only a test run's control calls see
    // them (decision 0020); they may name pages people opened.
    const control = !production && isControlCall(req, process.env.CUMULUS_CONTROL_SECRET);
    if (control && url.pathname === '/__csp-reports') {
      res.writeHead(200, {
        ...SECURITY_HEADERS,
        'Content-Type': 'application/json',
        'Cache-Control': 'no-store',
      });
      res.end(JSON.stringify(cspReports.samples()));
      return true;
    }
    if (control && url.pathname === '/__csp-report-counts') {
      res.writeHead(200, {
        ...SECURITY_HEADERS,
        'Content-Type': 'application/json',
        'Cache-Control': 'no-store',
      });
      res.end(JSON.stringify(cspReports.counts()));
      return true;
    }
    if (url.pathname === '/sitemap.xml' || url.pathname === '/robots.txt') {
      const xml = url.pathname === '/sitemap.xml';
      sendText(
        req,
        res,
        xml ? sitemapXml(ORIGINS.host) : robotsTxt(ORIGINS.host),
        {
          'Content-Type': xml ? 'application/xml; charset=utf-8' : 'text/plain; charset=utf-8',
          'Cache-Control': 'public, max-age=3600',
        },
        url.pathname,
      );
      return true;
    }
    if (url.pathname === '/registry.json') {
      sendText(
        req,
        res,
        await registryText(),
        { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' },
        url.pathname,
      );
      return true;
    }
    // Any other path that is not a built file is a page: the shell. A missing script, style or
    // data file stays a 404 (a stale chunk after a deploy must fail as a chunk, not parse HTML).
    {
      const candidate = path.join(hostRoot, path.normalize(url.pathname));
      const isFile =
        url.pathname !== '/' &&
        candidate.startsWith(hostRoot) &&
        fs.existsSync(candidate) &&
        fs.statSync(candidate).isFile();
      if (isFile || ASSET.test(url.pathname)) return false;
      const nonce = newNonce();
      // The generated registry, or the file an operator pointed CUMULUS_REGISTRY_FILE at.
      const registry = JSON.parse(await registryText()) as RegistryFile;
      const lang = escapeAttr(String(req.headers['accept-language'] || '')).slice(0, 200);
      const visitor = {
        cookie: req.headers.cookie,
        acceptLanguage: req.headers['accept-language'],
      };
      const hints = earlyHints(url.pathname, registry, { remotes: remotePreloads });
      // A share's first answer first (null at once for any other page): it may say which
      // prerendered state the page is in (the passcode form), or let the page be rendered
      // from it (share-view.ts).
      const locale = hostPrerender?.requestLocale(visitor.cookie, visitor.acceptLanguage);
      const share = locale && (await shareFirstView(url, visitor.cookie, locale, registry));
      const page = await prerendered.page(
        url,
        visitor,
        registry,
        share
          ? {
              key: share.stateKey,
              render: shareView
                ? (route, pageLocale) =>
                    shareView({
                      route,
                      locale: pageLocale,
                      responses: share.responses,
                      apiOrigin: share.apiOrigin,
                      cookie: visitor.cookie,
                      posts: share.posts,
                    })
                : undefined,
            }
          : {},
      );
      const hintTags = await hints;
      const shell = fs
        .readFileSync(indexFile, 'utf8')
        .replace(
          '<meta name="accept-language" content="">',
          `<meta name="accept-language" content="${lang}">`,
        )
        .replace('</head>', () => `${hintTags}${share ? share.head : ''}</head>`);
      // A public page its remote prerendered: its HTML, hydrated by the browser (0018).
      // The nonce first: nothing in a fragment gets it.
      const html = page
        ? withPrerenderedPage(withNonce(shell, nonce), page)
        : withNonce(shell, nonce);
      respond(
        req,
        res,
        pageStatus(resolveRoute, url, registry),
        pageHeaders(nonce, registry, url, production),
        { body: Buffer.from(html), etag: null, lastModified: null, compressible: true },
        { brotli: true, gzipLevel: PAGE_GZIP_LEVEL },
      );
      return true;
    }
  };
}
