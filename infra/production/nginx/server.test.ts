/**
 * The production config's behaviour on a real nginx (server.ts) over stand-in files: pages and
 * the page service, caching, redirects, CORS, framing, validators, compression, and the page
 * policy of infra/serve/csp.ts. Skipped, with the reason, where nginx is not installed.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { nginxAbsent } from '../../scripts/ensure-nginx';
import { pageHeaders } from '../../serve/host-handler';
import { contentSecurityPolicy, withNonce } from '../../serve/csp';
import {
  HOST,
  SAMPLE_REGISTRY,
  STATIC,
  createDeployment,
  type Deployment,
} from '../observatory/kinds';
import { parseCsp } from '../observatory/scoring';
import { REPORT_URI } from '../page-service';
import {
  freePort,
  rewriteForTest,
  startNginx,
  type NginxResponse,
  type RunningNginx,
} from './server';

const absent = nginxAbsent();
if (absent) console.warn(`skipped: ${absent}`);
const withNginx = absent ? describe.skip : describe;

jest.setTimeout(60_000);

const header = (r: NginxResponse, name: string): string | undefined =>
  r.headers.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1];
const directives = (r: NginxResponse) => parseCsp([header(r, 'Content-Security-Policy') ?? '']);
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('rewriteForTest', () => {
  it('refuses a config whose machine-bound lines moved on', () => {
    const o = { http: 1, https: 2, srv: '/tmp/x', upstreamPort: 3 };
    expect(() => rewriteForTest('server { listen 8443 ssl; }', o)).toThrow(/listen 80/);
  });
});

withNginx('the production config on a real nginx', () => {
  let d: Deployment;
  let nginx: RunningNginx;
  let service: http.Server;
  /** Paths the page service was asked for; `serviceDown` makes it refuse connections. */
  const asked: string[] = [];
  let upstreamPort = 0;
  const at = (url: string, headers?: Record<string, string>) => nginx.request({ url, headers });

  const startService = () =>
    new Promise<void>((resolve) => {
      service = http.createServer((req, res) => {
        asked.push(req.url ?? '');
        const url = new URL(req.url ?? '/', `https://${HOST}`);
        const headers = pageHeaders('pageservice0', SAMPLE_REGISTRY, url, {
          reportUri: REPORT_URI,
        });
        res.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' });
        res.end(
          withNonce(
            '<html><body><div id="root"><main>FAQ</main></div></body></html>',
            'pageservice0',
          ),
        );
      });
      service.listen(upstreamPort, '127.0.0.1', resolve);
    });
  const stopService = () =>
    new Promise<void>((resolve) => {
      service.closeAllConnections();
      service.close(() => resolve());
    });

  beforeAll(async () => {
    d = createDeployment({ built: false });
    upstreamPort = await freePort();
    nginx = await startNginx({ srv: d.srv, upstreamPort });
  });
  afterAll(async () => {
    await nginx?.stop();
    d?.remove();
  });

  it('hands pages to the page service: its policy and body, nginx’s headers once each', async () => {
    await startService();
    try {
      asked.length = 0;
      const r = await at(`https://${HOST}/es/faq?x=1`);
      expect(asked).toEqual(['/es/faq?x=1']);
      expect(r.status).toBe(200);
      expect(r.body).toContain('<main>FAQ</main>');
      const lower = r.headers.map(([n]) => n.toLowerCase());
      for (const h of [
        'strict-transport-security',
        'x-content-type-options',
        'referrer-policy',
        'permissions-policy',
        'cache-control',
        'content-security-policy',
        'cross-origin-resource-policy',
      ])
        expect([h, lower.filter((n) => n === h).length]).toEqual([h, 1]);
      expect(header(r, 'Cache-Control')).toBe('no-cache');
      const csp = directives(r);
      expect([...csp.get('script-src')!]).toEqual(["'nonce-pageservice0'", "'strict-dynamic'"]);
      expect(header(r, 'Content-Security-Policy')).toContain(`report-uri ${REPORT_URI}`);
      // A path no route answers never reaches the service.
      const unknown = await at(`https://${HOST}/no-such-page`);
      expect([unknown.status, asked.length]).toEqual([404, 1]);
    } finally {
      await stopService();
    }
  });

  it('answers pages with its own shell when the service is down, unknown pages 404', async () => {
    for (const p of ['/', '/es/drive/all', '/FAQ', '/s/abc/def', '/index.html']) {
      const r = await at(`https://${HOST}${p}`);
      expect([p, r.status]).toEqual([p, 200]);
      expect(r.body).toContain('<div id="root">');
    }
    const unknown = await at(`https://${HOST}/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
    expect(header(unknown, 'Content-Security-Policy')).toMatch(/script-src 'nonce-[0-9a-f]{32}'/);
  });

  it('puts one fresh nonce on every script of the shell and in its policy', async () => {
    const [a, b] = [await at(`https://${HOST}/`), await at(`https://${HOST}/`)];
    const nonce = /<script nonce="([0-9a-f]{32})" defer/.exec(a.body)?.[1];
    expect(nonce).toBeDefined();
    expect(a.body).toContain(`<link rel="preload" as="script" nonce="${nonce}" `);
    expect([...directives(a).get('script-src')!]).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(b.body).not.toContain(nonce);
  });

  it('keeps the caching rules: hashed files immutable, entries and misses no-cache', async () => {
    const cache = async (url: string) => header(await at(url), 'Cache-Control');
    expect(await cache(`https://${HOST}${d.paths.hostChunk}`)).toBe(IMMUTABLE);
    expect(await cache(`https://${STATIC}${d.paths.remoteChunk}`)).toBe(IMMUTABLE);
    for (const url of [
      `https://${HOST}/`,
      `https://${HOST}/no-such-page`,
      `https://${HOST}/registry.json`,
      `https://${HOST}/main.js`,
      `https://${HOST}${d.paths.missingChunk}`,
      `https://${STATIC}${d.paths.remoteEntry}`,
    ])
      expect([url, await cache(url)]).toEqual([url, 'no-cache']);
  });

  it('answers a missing chunk 404, never the shell', async () => {
    const r = await at(`https://${HOST}${d.paths.missingChunk}`);
    expect(r.status).toBe(404);
    expect(r.body).not.toContain('<div id="root">');
  });

  it('redirects http to https on the same host, path and query kept', async () => {
    for (const host of [HOST, STATIC]) {
      const r = await at(`http://${host}/a/b?c=1`);
      expect([r.status, header(r, 'Location')]).toEqual([301, `https://${host}/a/b?c=1`]);
    }
  });

  it('lets the host load remotes (CORS for the host origin only)', async () => {
    const r = await at(`https://${STATIC}${d.paths.remoteEntry}`);
    expect(header(r, 'Access-Control-Allow-Origin')).toBe(`https://${HOST}`);
    expect(header(r, 'Cross-Origin-Resource-Policy')).toBe('cross-origin');
  });

  it('allows framing by a known parent named in the URL, nobody else', async () => {
    const fa = async (q: string) => [
      ...directives(await at(`https://${HOST}/${q}`)).get('frame-ancestors')!,
    ];
    expect(await fa('')).toEqual(["'self'"]);
    expect(await fa('?origin=https://partner.cumulus.example')).toEqual([
      "'self'",
      'https://partner.cumulus.example',
    ]);
    expect(await fa('?origin=https://evil.example')).toEqual(["'self'"]);
  });

  it('allows the loopback origins on the desktop sign-in page load only', async () => {
    const connect = async (q: string) => [
      ...directives(await at(`https://${HOST}/${q}`)).get('connect-src')!,
    ];
    expect((await connect('')).some((s) => s.startsWith('http:'))).toBe(false);
    expect(await connect('?from_source=pc_client&port=1f9a')).toEqual(
      expect.arrayContaining(['http://127.0.0.1:*', 'http://localhost:*']),
    );
    expect((await connect('?from_source=pc_client')).some((s) => s.startsWith('http:'))).toBe(
      false,
    );
    expect((await connect('?from_source=other&port=1f9a')).some((s) => s.startsWith('http:'))).toBe(
      false,
    );
  });

  it('revalidates entries with 304 (security headers kept), hashed files stay immutable', async () => {
    for (const url of [
      `https://${HOST}/main.js`,
      `https://${HOST}/registry.json`,
      `https://${HOST}${d.paths.hostChunk}`,
      `https://${STATIC}${d.paths.remoteEntry}`,
      `https://${STATIC}${d.paths.remoteChunk}`,
    ]) {
      const first = await at(url);
      const etag = header(first, 'ETag');
      const lastModified = header(first, 'Last-Modified');
      expect([url, first.status, Boolean(etag), Boolean(lastModified)]).toEqual([
        url,
        200,
        true,
        true,
      ]);
      for (const conditional of [
        { 'if-none-match': etag! },
        { 'if-modified-since': lastModified! },
      ] as Record<string, string>[]) {
        const again = await at(url, conditional);
        expect([url, again.status, again.body]).toEqual([url, 304, '']);
        for (const h of [
          'Cache-Control',
          'Strict-Transport-Security',
          'X-Content-Type-Options',
          'Content-Security-Policy',
          'Cross-Origin-Resource-Policy',
        ])
          expect([url, h, header(again, h)]).toEqual([url, h, header(first, h)]);
      }
    }
  });

  it('never revalidates the shell (its nonce changes), even against the file’s own validators', async () => {
    // The ETag nginx would give index.html without `etag off` ("<mtime>-<size>" in hex).
    const stat = fs.statSync(path.join(d.srv, 'host', 'current', 'index.html'));
    const fileEtag = `"${Math.floor(stat.mtimeMs / 1000).toString(16)}-${stat.size.toString(16)}"`;
    for (const p of ['/', '/es/drive/all', '/no-such-page']) {
      for (const headers of [
        {},
        { 'if-none-match': fileEtag },
        { 'if-none-match': `W/${fileEtag}` },
        { 'if-modified-since': new Date(Date.now() + 86_400_000).toUTCString() },
      ] as Record<string, string>[]) {
        const r = await at(`https://${HOST}${p}`, headers);
        expect([p, r.status]).toEqual([p, p === '/no-such-page' ? 404 : 200]);
        expect([p, header(r, 'ETag'), header(r, 'Last-Modified')]).toEqual([
          p,
          undefined,
          undefined,
        ]);
        expect(r.body).toMatch(/<script nonce="[0-9a-f]{32}" /);
      }
    }
    // nginx 1.22 answers `If-None-Match: *` ("any version") with a 304 even under `etag off`
    // (the removed model said 200). Harmless: a browser sends only validators it was given, and
    // the shell gives none; recorded here so a change of nginx's behaviour is seen.
    expect((await at(`https://${HOST}/`, { 'if-none-match': '*' })).status).toBe(304);
  });

  it('gzips HTML, JSON and JS on both origins, with Vary: Accept-Encoding', async () => {
    for (const url of [
      `https://${HOST}/`,
      `https://${HOST}/no-such-page`,
      `https://${HOST}/registry.json`,
      `https://${HOST}/main.js`,
      `https://${STATIC}${d.paths.remoteEntry}`,
    ]) {
      const r = await at(url, { 'accept-encoding': 'gzip' });
      expect([url, header(r, 'Content-Encoding'), header(r, 'Vary')]).toEqual([
        url,
        'gzip',
        'Accept-Encoding',
      ]);
    }
  });

  it('sends the policy of infra/serve/csp.ts (the e2e suite runs under it)', async () => {
    const r = await at(
      `https://${HOST}/?from_source=pc_client&port=1f9a&origin=https://partner.cumulus.example`,
    );
    const nonce = /'nonce-([0-9a-f]{32})'/.exec(header(r, 'Content-Security-Policy') ?? '')?.[1];
    const local = parseCsp([
      contentSecurityPolicy({
        nonce: nonce ?? 'none',
        apiOrigins: SAMPLE_REGISTRY.api!.origins,
        remoteOrigins: [`https://${STATIC}`],
        embeddingParents: ['https://partner.cumulus.example'],
        reportUri: REPORT_URI,
      }),
    ]);
    const prod = directives(r);
    expect([...prod.keys()].sort()).toEqual([...local.keys()].sort());
    for (const [directive, sources] of local)
      expect([directive, prod.get(directive)]).toEqual([directive, sources]);
  });
});
