/**
 * The nginx model: its rules on small configs (each was checked against Debian's nginx 1.22 by
 * hand), then the production config's behaviour.
 */
import { contentSecurityPolicy } from '../../serve/csp';
import { HOST, SAMPLE, STATIC, loadProductionModel, sampleFiles } from '../observatory/kinds';
import { parseCsp } from '../observatory/scoring';
import { parseConfigFile } from './config';
import { buildModel, render, type Files, type NginxResponse } from './render';

/** A model of inline config files (`main` plus the files it includes, by name). */
function model(main: string, includes: Record<string, string> = {}) {
  const files: Record<string, string> = { main, ...includes };
  return buildModel(
    parseConfigFile(
      'main',
      (target) => target,
      (f) => {
        const text = files[f];
        if (text === undefined) throw new Error(`no file ${f}`);
        return text;
      },
    ),
  );
}

const FILES: Files = new Map([
  ['/srv/index.html', '<script src="/a.js"></script>'],
  ['/srv/a.js', 'js'],
  ['/srv/b.css', 'css'],
]);
const get = (m: ReturnType<typeof model>, url: string, method?: 'OPTIONS'): NginxResponse => {
  const r = render(m, { url, method }, { files: FILES, requestId: 'r1' });
  if (!r) throw new Error(`no server for ${url}`);
  return r;
};
const header = (r: NginxResponse, name: string): string | undefined =>
  r.headers.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1];
const names = (r: NginxResponse): string[] => r.headers.map(([n]) => n);

describe('the nginx model', () => {
  it('drops the server add_header lines in a location that has its own', () => {
    const m = model(`
      server {
        listen 443; server_name s.example; root /srv;
        add_header A "server" always;
        add_header B "server" always;
        location = /a.js { add_header C "location" always; }
        location / { }
      }`);
    expect(names(get(m, 'https://s.example/a.js'))).toEqual(['Content-Type', 'C']);
    expect(names(get(m, 'https://s.example/b.css'))).toEqual(['Content-Type', 'A', 'B']);
  });

  it('takes an included file as the location own lines', () => {
    const m = model(
      `server { listen 443; root /srv; location / { include h.conf; add_header B 2 always; } }`,
      { 'h.conf': 'add_header A 1 always;' },
    );
    expect(names(get(m, 'https://x.example/a.js'))).toEqual(['Content-Type', 'A', 'B']);
  });

  it('adds a header without `always` to success and redirect answers only', () => {
    const m = model(`server { listen 443; root /srv; add_header A 1; add_header B 2 always; }`);
    expect(names(get(m, 'https://x.example/a.js'))).toEqual(['Content-Type', 'A', 'B']);
    expect(get(m, 'https://x.example/nope.js').status).toBe(404);
    expect(names(get(m, 'https://x.example/nope.js'))).toEqual(['Content-Type', 'B']);
  });

  it('matches locations as nginx does: =, then ^~, then regexes in order, then the longest prefix', () => {
    const m = model(`
      server {
        listen 443; root /srv;
        location / { return 200 "prefix /"; }
        location /static/ { return 200 "prefix /static/"; }
        location ^~ /pinned/ { return 200 "^~ /pinned/"; }
        location ~ \\.js$ { return 200 "regex js"; }
        location ~* \\.JS$ { return 200 "regex JS"; }
        location = /static/x.js { return 200 "exact"; }
      }`);
    const body = (p: string) => get(m, `https://x.example${p}`).body;
    expect(body('/static/x.js')).toBe('exact');
    expect(body('/static/y.js')).toBe('regex js');
    expect(body('/static/y.Js')).toBe('regex JS');
    expect(body('/pinned/y.js')).toBe('^~ /pinned/');
    expect(body('/static/y.css')).toBe('prefix /static/');
    expect(body('/y.css')).toBe('prefix /');
  });

  it('answers an error_page with the original status, once', () => {
    const m = model(`
      server {
        listen 443; root /srv;
        location = /index.html { add_header P page always; }
        location /a/ { error_page 404 /index.html; return 404; }
        location /b/ { error_page 404 = /index.html; return 404; }
        location /c/ { error_page 404 /missing.html; return 404; }
      }`);
    const a = get(m, 'https://x.example/a/x');
    expect([a.status, a.body, header(a, 'P')]).toEqual([404, FILES.get('/srv/index.html'), 'page']);
    expect(get(m, 'https://x.example/b/x').status).toBe(200);
    // The error page is missing: nginx's own 404 page (no second error_page).
    expect(get(m, 'https://x.example/c/x').body).toContain('404 Not Found');
  });

  it('reads if conditions with their parentheses, rewrites and internal locations', () => {
    const m = model(`
      map $uri $known { default 0; "~^/ok" 1; }
      server {
        listen 443; root /srv;
        location = /index.html { internal; }
        location / {
          if ($known = 0) { return 404; }
          rewrite ^ /index.html last;
        }
      }`);
    expect(get(m, 'https://x.example/ok/1').status).toBe(200);
    expect(get(m, 'https://x.example/other').status).toBe(404);
    // An internal location is not reachable from outside.
    expect(get(m, 'https://x.example/index.html').status).toBe(404);
  });

  it('computes a map once per request (its value survives an internal redirect)', () => {
    const m = model(`
      map $uri $first_uri { default $uri; }
      server {
        listen 443; root /srv;
        location = /index.html { add_header U $first_uri always; }
        location / { set $x $first_uri; rewrite ^ /index.html last; }
      }`);
    expect(header(get(m, 'https://x.example/page'), 'U')).toBe('/page');
  });

  it('serves files with try_files and refuses other methods than GET and HEAD', () => {
    const m = model(`server { listen 443; root /srv; location / { try_files $uri =404; } }`);
    const js = get(m, 'https://x.example/a.js');
    expect([js.status, header(js, 'Content-Type'), js.body]).toEqual([
      200,
      'application/javascript',
      'js',
    ]);
    expect(get(m, 'https://x.example/a.js', 'OPTIONS').status).toBe(405);
    expect(get(m, 'https://x.example/%61.js').status).toBe(200);
  });

  it('refuses a directive it does not model, with its place', () => {
    expect(() => model(`server { listen 443; location / { expires 1d; } }`)).toThrow(
      /main:1: "expires" in location context is not modeled/,
    );
    expect(() =>
      model(`server { listen 443; location / { if ($a) { add_header A 1; } } }`),
    ).toThrow(/"add_header" in if context/);
  });

  it('selects the server by port and name, the first one by default', () => {
    const m = model(`
      server { listen 80; server_name a.example; return 301 https://a.example$request_uri; }
      server { listen 80; server_name b.example; return 200 b; }
      server { listen 443; server_name a.example; return 200 a; }`);
    const r = get(m, 'http://a.example/x?y=1');
    expect([r.status, header(r, 'Location')]).toEqual([301, 'https://a.example/x?y=1']);
    expect(get(m, 'http://b.example/').body).toBe('b');
    expect(get(m, 'http://other.example/').status).toBe(301);
    expect(render(m, { url: 'https://a.example:8443/' }, { files: FILES })).toBeNull();
  });
});

describe('the production config', () => {
  const prod = loadProductionModel();
  const files = sampleFiles(
    prod,
    '<html><head><link rel="preload" as="script" href="/a.js"></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>',
  );
  const at = (url: string): NginxResponse => {
    const r = render(prod, { url }, { files, requestId: 'f00d' });
    if (!r) throw new Error(`no server for ${url}`);
    return r;
  };
  const directives = (r: NginxResponse) => parseCsp([header(r, 'Content-Security-Policy') ?? '']);

  it('answers pages with the shell, unknown pages 404 with the same shell', () => {
    for (const p of ['/', '/es/drive/all', '/FAQ', '/s/abc/def', '/index.html']) {
      const r = at(`https://${HOST}${p}`);
      expect([p, r.status]).toEqual([p, 200]);
      expect(r.body).toContain('<div id="root">');
    }
    const unknown = at(`https://${HOST}/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
    expect(header(unknown, 'Content-Security-Policy')).toBe(
      header(at(`https://${HOST}/`), 'Content-Security-Policy'),
    );
  });

  it('puts the CSP nonce on every script of the shell', () => {
    const r = at(`https://${HOST}/`);
    expect(r.body).toContain('<script nonce="f00d" defer');
    expect(r.body).toContain('<link rel="preload" as="script" nonce="f00d" ');
    expect([...directives(r).get('script-src')!]).toEqual(["'nonce-f00d'", "'strict-dynamic'"]);
  });

  it('keeps the caching rules: hashed files immutable, entries and misses no-cache', () => {
    const cache = (url: string) => header(at(url), 'Cache-Control');
    const immutable = 'public, max-age=31536000, immutable';
    expect(cache(`https://${HOST}${SAMPLE.hostChunk}`)).toBe(immutable);
    expect(cache(`https://${STATIC}${SAMPLE.remoteChunk}`)).toBe(immutable);
    for (const url of [
      `https://${HOST}/`,
      `https://${HOST}/no-such-page`,
      `https://${HOST}/registry.json`,
      `https://${HOST}/main.js`,
      `https://${HOST}${SAMPLE.missingChunk}`,
      `https://${STATIC}${SAMPLE.remoteEntry}`,
    ])
      expect([url, cache(url)]).toEqual([url, 'no-cache']);
  });

  it('answers a missing chunk 404, never the shell', () => {
    const r = at(`https://${HOST}${SAMPLE.missingChunk}`);
    expect(r.status).toBe(404);
    expect(r.body).not.toContain('<div id="root">');
  });

  it('redirects http to https on the same host, path and query kept', () => {
    for (const host of [HOST, STATIC]) {
      const r = at(`http://${host}/a/b?c=1`);
      expect([r.status, header(r, 'Location')]).toEqual([301, `https://${host}/a/b?c=1`]);
    }
  });

  it('lets the host load remotes (CORS for the host origin only)', () => {
    const r = at(`https://${STATIC}${SAMPLE.remoteEntry}`);
    expect(header(r, 'Access-Control-Allow-Origin')).toBe(`https://${HOST}`);
    expect(header(r, 'Cross-Origin-Resource-Policy')).toBe('cross-origin');
  });

  it('allows framing by a known parent named in the URL, nobody else', () => {
    const fa = (q: string) => [...directives(at(`https://${HOST}/${q}`)).get('frame-ancestors')!];
    expect(fa('')).toEqual(["'self'"]);
    expect(fa('?origin=https://partner.cumulus.example')).toEqual([
      "'self'",
      'https://partner.cumulus.example',
    ]);
    expect(fa('?origin=https://evil.example')).toEqual(["'self'"]);
  });

  it('allows the loopback origins on the desktop sign-in page load only', () => {
    const connect = (q: string) => [...directives(at(`https://${HOST}/${q}`)).get('connect-src')!];
    expect(connect('').some((s) => s.startsWith('http:'))).toBe(false);
    expect(connect('?from_source=pc_client&port=1f9a')).toEqual(
      expect.arrayContaining(['http://127.0.0.1:*', 'http://localhost:*']),
    );
    expect(connect('?from_source=pc_client').some((s) => s.startsWith('http:'))).toBe(false);
    expect(connect('?from_source=other&port=1f9a').some((s) => s.startsWith('http:'))).toBe(false);
  });

  it('sends the policy of infra/serve/csp.ts (the e2e suite runs under it)', () => {
    const api = [
      'https://api.cumulus.example',
      'https://api2.cumulus.example',
      'https://api3.cumulus.example',
    ];
    const local = parseCsp([
      contentSecurityPolicy({
        nonce: 'f00d',
        apiOrigins: api,
        remoteOrigins: [`https://${STATIC}`],
        embeddingParents: ['https://partner.cumulus.example'],
        reportUri: 'https://csp.cumulus.example/report',
      }),
    ]);
    const prod = directives(
      at(`https://${HOST}/?from_source=pc_client&port=1f9a&origin=https://partner.cumulus.example`),
    );
    expect([...prod.keys()].sort()).toEqual([...local.keys()].sort());
    for (const [directive, sources] of local)
      expect([directive, prod.get(directive)]).toEqual([directive, sources]);
  });
});
