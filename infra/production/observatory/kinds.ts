/**
 * The production config as the Observatory would scan it: the config read from
 * infra/production/ (its `include cumulus/...` files are this folder, installed as
 * /etc/nginx/cumulus/), a sample deployment of files under the config's roots, and each kind of
 * answer the site gives, rendered (nginx/render.ts) and scored (scoring.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_APPS } from '../../config/apps';
import { parseConfigFile } from '../nginx/config';
import type { RegistryFile } from '../../registry/local-registry';
import { pageHeaders } from '../../serve/host-handler';
import { withNonce } from '../../serve/csp';
import {
  buildModel,
  render,
  type Files,
  type NginxModel,
  type NginxRequest,
  type NginxResponse,
  type UpstreamAnswer,
  type UpstreamRequest,
} from '../nginx/render';
import { REPORT_URI } from '../page-service';
import { CORS_ORIGIN, scan, type RedirectHop, type ScanResult } from './scoring';

export const PRODUCTION_DIR = path.resolve(__dirname, '..');
const ROOT = path.resolve(PRODUCTION_DIR, '..', '..');
/** nginx resolves `include cumulus/x.conf` against its prefix (/etc/nginx): this folder. */
const INCLUDE_PREFIX = 'cumulus/';

/** The production config, includes expanded. */
export function loadProductionModel(file = path.join(PRODUCTION_DIR, 'nginx.conf')): NginxModel {
  return buildModel(
    parseConfigFile(file, (target, from) => {
      if (!target.startsWith(INCLUDE_PREFIX))
        throw new Error(`${from}: include ${target}: only ${INCLUDE_PREFIX}* files are installed`);
      return path.join(PRODUCTION_DIR, target.slice(INCLUDE_PREFIX.length));
    }),
  );
}

/** The example origins of nginx.conf (a deployment replaces them there and here). */
export const HOST = 'www.cumulus.example';
export const STATIC = 'static.cumulus.example';

/** A sample remote, its version folder and files (the first remote of infra/config/apps.json). */
const REMOTE = REMOTE_APPS[0]!.container;
export const SAMPLE = {
  hostChunk: '/37.aae870e4.js',
  missingChunk: '/gone.0a1b2c3d.js',
  remoteEntry: `/${REMOTE}/1.0.0/remoteEntry.js`,
  remoteChunk: `/${REMOTE}/1.0.0/512.0a1b2c3d.js`,
};

const BUILT_SHELL = path.join(ROOT, 'host', 'dist', 'index.html');
/** The shell's shape when host/dist is not built: same-origin scripts without integrity. */
export const STAND_IN_SHELL =
  '<!doctype html><html lang="en-US"><head><meta charset="utf-8"/><title>Cumulus</title>' +
  '<link rel="preload" as="script" href="/37.aae870e4.js"></head><body><div id="root"></div>' +
  '<script defer="defer" src="/main.js"></script></body></html>';

/** The page shell: the built one (host/dist/index.html) when there is one. */
export function shellHtml(): { html: string; built: boolean } {
  return fs.existsSync(BUILT_SHELL)
    ? { html: fs.readFileSync(BUILT_SHELL, 'utf8'), built: true }
    : { html: STAND_IN_SHELL, built: false };
}

function rootOf(model: NginxModel, host: string): string {
  const server = model.servers.find((s) => s.ports.includes(443) && s.names.includes(host));
  const root = server?.directives.find((d) => d.name === 'root')?.args[0];
  if (!root) throw new Error(`nginx.conf: no https server with a root for ${host}`);
  return root;
}

/** The deployment's files: the host's current build and one version of a remote. */
export function sampleFiles(model: NginxModel, shell = shellHtml().html): Files {
  const host = rootOf(model, HOST);
  const remotes = rootOf(model, STATIC);
  return new Map([
    [path.posix.join(host, 'index.html'), shell],
    [path.posix.join(host, 'registry.json'), '{"schema":1}'],
    [path.posix.join(host, 'main.js'), ''],
    [path.posix.join(host, SAMPLE.hostChunk), ''],
    [path.posix.join(remotes, SAMPLE.remoteEntry), ''],
    [path.posix.join(remotes, SAMPLE.remoteChunk), ''],
  ]);
}

/** The registry of the example deployment (nginx.conf's origins). */
export const SAMPLE_REGISTRY: RegistryFile = {
  remotes: {
    [REMOTE]: { entry: `https://${STATIC}${SAMPLE.remoteEntry}`, version: '1.0.0' },
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

/**
 * The page service's answer to a page request nginx passes it (infra/production/page-service.ts):
 * the shell with this answer's nonce, and the headers the host handler sends (`pageHeaders`).
 */
export function pageService(shell: string) {
  return (req: UpstreamRequest): UpstreamAnswer => {
    const nonce = 'pageservice0';
    const headers = pageHeaders(nonce, SAMPLE_REGISTRY, new URL(req.url), {
      reportUri: REPORT_URI,
    });
    return { status: 200, headers: Object.entries(headers), body: withNonce(shell, nonce) };
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

export const KINDS: readonly ResponseKind[] = [
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
  { label: 'page /es/drive/all (service down)', url: `https://${HOST}/es/drive/all`, status: 200 },
  { label: 'unknown page', url: `https://${HOST}/no-such-page`, status: 404 },
  { label: '/registry.json', url: `https://${HOST}/registry.json`, status: 200 },
  { label: 'host hashed chunk', url: `https://${HOST}${SAMPLE.hostChunk}`, status: 200 },
  { label: 'host missing chunk', url: `https://${HOST}${SAMPLE.missingChunk}`, status: 404 },
  { label: 'remoteEntry.js', url: `https://${STATIC}${SAMPLE.remoteEntry}`, status: 200 },
  { label: 'remote hashed chunk', url: `https://${STATIC}${SAMPLE.remoteChunk}`, status: 200 },
  {
    label: 'desktop sign-in (service down)',
    url: `https://${HOST}/?from_source=pc_client&port=1f9a`,
    status: 200,
    exception: DESKTOP_SIGN_IN,
  },
];

export interface KindReport {
  kind: ResponseKind;
  response: NginxResponse;
  result: ScanResult;
}

const MAX_HOPS = 10;

/** Scans one kind of answer as the Observatory does: the https answer, http's redirects, CORS. */
export function scanKind(
  model: NginxModel,
  files: Files,
  kind: ResponseKind,
  shell = shellHtml().html,
): KindReport {
  const upstream = kind.service ? pageService(shell) : undefined;
  const get = (req: NginxRequest): NginxResponse | null => render(model, req, { files, upstream });
  const response = get({ url: kind.url });
  if (!response) throw new Error(`nothing answers ${kind.url}`);

  // The http:// request and the redirects it follows; null when nothing in this config
  // listens on port 80 for the host (the Observatory then finds no http to redirect).
  const httpUrl = kind.url.replace(/^https:/, 'http:');
  const first = get({ url: httpUrl });
  let httpRoute: RedirectHop[] | null = null;
  if (first !== null) {
    httpRoute = [{ url: httpUrl, status: first.status }];
    let hop: NginxResponse | null = first;
    while (hop && hop.status >= 300 && hop.status < 400 && httpRoute.length <= MAX_HOPS) {
      const location = hop.headers.find(([n]) => n.toLowerCase() === 'location')?.[1];
      if (!location) break;
      const next = new URL(location, httpRoute.at(-1)!.url).href;
      hop = get({ url: next });
      httpRoute.push({ url: next, status: hop?.status ?? 0 });
    }
  }

  const preflight = get({
    method: 'OPTIONS',
    url: kind.url,
    headers: { origin: CORS_ORIGIN, 'access-control-request-method': 'GET' },
  });
  return { kind, response, result: scan({ url: kind.url, response, httpRoute, preflight }) };
}
