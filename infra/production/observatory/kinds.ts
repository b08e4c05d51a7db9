/**
 * The production config as the Observatory would scan it: a sample deployment under the config's
 * roots (the built host and a built remote when there are builds, else stand-in files), the page
 * service behind nginx (the real one over the host's build, else a stand-in answering as the host
 * handler does), and each kind of answer the site gives, asked of a real nginx
 * (nginx/server.ts) and scored (scoring.ts).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_APPS } from '../../config/apps';
import type { RegistryFile } from '../../registry/local-registry';
import { pageHeaders } from '../../serve/host-handler';
import { withNonce } from '../../serve/csp';
import {
  freePort,
  startNginx,
  type NginxOptions,
  type NginxRequest,
  type NginxResponse,
  type RunningNginx,
} from '../nginx/server';
import { createPageService, REPORT_URI } from '../page-service';
import { CORS_ORIGIN, scan, type RedirectHop, type ScanResult } from './scoring';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** The example origins of nginx.conf (a deployment replaces them there and here). */
export const HOST = 'www.cumulus.example';
export const STATIC = 'static.cumulus.example';

/** The sample remote (the first of infra/config/apps.json) and the version it is deployed as. */
const REMOTE_APP = REMOTE_APPS[0]!;
const REMOTE = REMOTE_APP.container;
const VERSION = '1.0.0';
const REMOTE_BASE = `/${REMOTE}/${VERSION}`;

/** A hashed file name, as the builds write them (`chunkFilename` with `[contenthash:8]`). */
const HASHED = /\.[0-9a-f]{8}\.js$/;
/** A hashed name no build has. */
const MISSING_CHUNK = '/gone.0a1b2c3d.js';

const HOST_DIST = path.join(ROOT, 'host', 'dist');
const REMOTE_DIST = path.join(ROOT, REMOTE_APP.dir, 'dist');
/** The shell's shape when host/dist is not built: same-origin scripts without integrity. */
export const STAND_IN_SHELL =
  '<!doctype html><html lang="en-US"><head><meta charset="utf-8"/><title>Cumulus</title>' +
  '<link rel="preload" as="script" href="/37.aae870e4.js"></head><body><div id="root"></div>' +
  '<script defer="defer" src="/main.js"></script></body></html>';

/** The registry of the example deployment (nginx.conf's origins). */
export const SAMPLE_REGISTRY: RegistryFile = {
  remotes: {
    [REMOTE]: { entry: `https://${STATIC}${REMOTE_BASE}/remoteEntry.js`, version: VERSION },
  } as RegistryFile['remotes'],
  api: {
    origins: [
      'https://api.cumulus.example',
      'https://api2.cumulus.example',
      'https://api3.cumulus.example',
    ],
    accessOrigins: [],
  } as unknown as RegistryFile['api'],
  embedding: { parents: ['https://app.cumulus.example', 'https://partner.cumulus.example'] },
};

/** A deployment as nginx.conf's roots expect it, in a temporary folder standing for /srv/cumulus. */
export interface Deployment {
  srv: string;
  /** The host's build the real page service serves, or null (stand-in files and service). */
  hostBuild: string | null;
  /** The page shell (index.html) as deployed. */
  shell: string;
  paths: { hostChunk: string; missingChunk: string; remoteEntry: string; remoteChunk: string };
  remove(): void;
}

const firstHashed = (dir: string): string | undefined =>
  fs
    .readdirSync(dir)
    .sort()
    .find((f) => HASHED.test(f));

/**
 * The deployment: the built host (host/dist, its files linked into host/current) and the sample
 * remote's build as version 1.0.0, when both are built and `built` is not false; else stand-in
 * files of the same names and shapes. The registry is the sample one, either way.
 */
export function createDeployment(o: { built?: boolean } = {}): Deployment {
  const srv = fs.mkdtempSync(path.join(os.tmpdir(), 'cumulus-srv-'));
  const host = path.join(srv, 'host', 'current');
  const remote = path.join(srv, 'remotes', REMOTE, VERSION);
  fs.mkdirSync(host, { recursive: true });
  fs.mkdirSync(path.dirname(remote), { recursive: true });
  const hostChunk = fs.existsSync(HOST_DIST) ? firstHashed(HOST_DIST) : undefined;
  const remoteChunk = fs.existsSync(REMOTE_DIST) ? firstHashed(REMOTE_DIST) : undefined;
  const built =
    o.built !== false &&
    fs.existsSync(path.join(HOST_DIST, 'index.html')) &&
    fs.existsSync(path.join(REMOTE_DIST, 'remoteEntry.js')) &&
    Boolean(hostChunk && remoteChunk);
  let paths: Deployment['paths'];
  if (built) {
    for (const f of fs.readdirSync(HOST_DIST).filter((f) => f !== 'registry.json'))
      fs.symlinkSync(path.join(HOST_DIST, f), path.join(host, f));
    fs.symlinkSync(REMOTE_DIST, remote);
    paths = {
      hostChunk: `/${hostChunk}`,
      missingChunk: MISSING_CHUNK,
      remoteEntry: `${REMOTE_BASE}/remoteEntry.js`,
      remoteChunk: `${REMOTE_BASE}/${remoteChunk}`,
    };
  } else {
    paths = {
      hostChunk: '/37.aae870e4.js',
      missingChunk: MISSING_CHUNK,
      remoteEntry: `${REMOTE_BASE}/remoteEntry.js`,
      remoteChunk: `${REMOTE_BASE}/512.0a1b2c3d.js`,
    };
    // Longer than gzip_min_length (20 bytes), so each is compressed as a real one is.
    const js = 'self.cumulusSample = "a stand-in for a built file";\n';
    fs.mkdirSync(remote);
    fs.writeFileSync(path.join(host, 'index.html'), STAND_IN_SHELL);
    fs.writeFileSync(path.join(host, 'main.js'), js);
    fs.writeFileSync(path.join(host, paths.hostChunk), js);
    fs.writeFileSync(path.join(remote, 'remoteEntry.js'), js);
    fs.writeFileSync(path.join(remote, path.basename(paths.remoteChunk)), js);
    fs.writeFileSync(path.join(remote, 'mf-manifest.json'), JSON.stringify({ id: REMOTE }));
  }
  fs.writeFileSync(path.join(host, 'registry.json'), JSON.stringify(SAMPLE_REGISTRY));
  return {
    srv,
    hostBuild: built ? HOST_DIST : null,
    shell: fs.readFileSync(path.join(host, 'index.html'), 'utf8'),
    paths,
    remove: () => fs.rmSync(srv, { recursive: true, force: true }),
  };
}

/** The stand-in service's nonce (the real service makes a new one per answer). */
export const STAND_IN_NONCE = 'pageservice0';

/**
 * The page service behind nginx on `port`: the real one (page-service.ts) over the host's build,
 * or, without a build, a stand-in that answers every page with the shell and the headers the
 * host handler sends (`pageHeaders`).
 */
export async function startPageService(
  d: Deployment,
  port: number,
): Promise<{ stop(): Promise<void> }> {
  if (d.hostBuild) {
    const service = createPageService({
      root: d.hostBuild,
      registry: path.join(d.srv, 'host', 'current', 'registry.json'),
      port,
    });
    await service.listen();
    return { stop: () => service.close() };
  }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `https://${req.headers.host ?? HOST}`);
    const headers = pageHeaders(STAND_IN_NONCE, SAMPLE_REGISTRY, url, { reportUri: REPORT_URI });
    res.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' });
    res.end(withNonce(d.shell, STAND_IN_NONCE));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface ResponseKind {
  label: string;
  url: string;
  status: number;
  /** Answered by the page service (else: the service is down, nginx answers the shell). */
  service?: boolean;
  /**
   * Why this answer may score below A+ (checked: only that test may fail), or undefined when it
   * must reach the bar like every other.
   */
  exception?: string;
}

const DESKTOP_SIGN_IN =
  "the desktop client's sign-in fetches a code from its loopback service (spec §4): " +
  'connect-src needs http://127.0.0.1:* and http://localhost:* on that page load only';

/** Every kind of answer of both origins, on a deployment's files. */
export function kindsOf(d: Deployment): ResponseKind[] {
  const { paths } = d;
  return [
    { label: 'page / (page service)', url: `https://${HOST}/`, status: 200, service: true },
    {
      label: 'page /es/faq (page service)',
      url: `https://${HOST}/es/faq`,
      status: 200,
      service: true,
    },
    {
      label: 'desktop sign-in (page service)',
      url: `https://${HOST}/?from_source=pc_client&port=1f9a`,
      status: 200,
      service: true,
      exception: DESKTOP_SIGN_IN,
    },
    { label: 'page shell / (service down)', url: `https://${HOST}/`, status: 200 },
    {
      label: 'page /es/drive/all (service down)',
      url: `https://${HOST}/es/drive/all`,
      status: 200,
    },
    { label: 'unknown page', url: `https://${HOST}/no-such-page`, status: 404 },
    { label: '/registry.json', url: `https://${HOST}/registry.json`, status: 200 },
    { label: 'host main.js', url: `https://${HOST}/main.js`, status: 200 },
    { label: 'host hashed chunk', url: `https://${HOST}${paths.hostChunk}`, status: 200 },
    { label: 'host missing chunk', url: `https://${HOST}${paths.missingChunk}`, status: 404 },
    { label: 'remoteEntry.js', url: `https://${STATIC}${paths.remoteEntry}`, status: 200 },
    {
      label: 'remote mf-manifest.json',
      url: `https://${STATIC}${REMOTE_BASE}/mf-manifest.json`,
      status: 200,
    },
    { label: 'remote hashed chunk', url: `https://${STATIC}${paths.remoteChunk}`, status: 200 },
    {
      label: 'desktop sign-in (service down)',
      url: `https://${HOST}/?from_source=pc_client&port=1f9a`,
      status: 200,
      exception: DESKTOP_SIGN_IN,
    },
  ];
}

export interface KindReport {
  kind: ResponseKind;
  response: NginxResponse;
  result: ScanResult;
}

const MAX_HOPS = 10;

/** Scans one kind of answer as the Observatory does: the https answer, http's redirects, CORS. */
export async function scanKind(nginx: RunningNginx, kind: ResponseKind): Promise<KindReport> {
  const get = (req: NginxRequest) => nginx.request(req);
  const response = await get({ url: kind.url });

  // The http:// request and the redirects it follows.
  const httpUrl = kind.url.replace(/^https:/, 'http:');
  const httpRoute: RedirectHop[] = [];
  let hop: NginxResponse | null = await get({ url: httpUrl });
  httpRoute.push({ url: httpUrl, status: hop.status });
  while (hop && hop.status >= 300 && hop.status < 400 && httpRoute.length <= MAX_HOPS) {
    const location = hop.headers.find(([n]) => n.toLowerCase() === 'location')?.[1];
    if (!location) break;
    const next = new URL(location, httpRoute.at(-1)!.url).href;
    hop = await get({ url: next });
    httpRoute.push({ url: next, status: hop.status });
  }

  const preflight = await get({
    method: 'OPTIONS',
    url: kind.url,
    headers: { origin: CORS_ORIGIN, 'access-control-request-method': 'GET' },
  });
  return { kind, response, result: scan({ url: kind.url, response, httpRoute, preflight }) };
}

/**
 * Starts nginx over a deployment with the page service behind it, scans every kind (those the
 * service answers, then, the service stopped, those nginx answers alone) and stops both.
 * `edit` changes a config file before nginx reads it (the tests plant broken configs).
 */
export async function scanDeployment(
  d: Deployment,
  o: { edit?: NginxOptions['edit'] } = {},
): Promise<KindReport[]> {
  const upstreamPort = await freePort();
  const nginx = await startNginx({ srv: d.srv, upstreamPort, edit: o.edit });
  try {
    const kinds = kindsOf(d);
    const reports = new Map<ResponseKind, KindReport>();
    const service = await startPageService(d, upstreamPort);
    try {
      for (const k of kinds.filter((k) => k.service)) reports.set(k, await scanKind(nginx, k));
    } finally {
      await service.stop();
    }
    for (const k of kinds.filter((k) => !k.service)) reports.set(k, await scanKind(nginx, k));
    return kinds.map((k) => reports.get(k)!);
  } finally {
    await nginx.stop();
  }
}
