/**
 * The Observatory check on a real nginx (infra/production/nginx/server.ts) serving the production
 * config over stand-in files, with a stand-in page service behind it; and the same check failing
 * on broken configs planted in nginx's copy of the files. Skipped, with the reason, where nginx
 * is not installed (`npm test` installs it first).
 */
import { nginxAbsent } from '../../scripts/ensure-nginx';
import { MINIMUM_SCORE, problemsOf } from './check';
import { createDeployment, scanDeployment, type Deployment, type KindReport } from './kinds';
import { scan } from './scoring';

const absent = nginxAbsent();
if (absent) console.warn(`skipped: ${absent}`);
const withNginx = absent ? describe.skip : describe;

jest.setTimeout(60_000);

withNginx('the production config on a real nginx, scored', () => {
  let deployment: Deployment;
  let reports: KindReport[];
  beforeAll(async () => {
    deployment = createDeployment({ built: false });
    reports = await scanDeployment(deployment);
  });
  afterAll(() => deployment?.remove());

  it('reaches the bar on every kind of answer', () => {
    expect(reports.length).toBeGreaterThanOrEqual(14);
    for (const r of reports) {
      expect([r.kind.label, r.response.status]).toEqual([r.kind.label, r.kind.status]);
      expect([r.kind.label, problemsOf(r)]).toEqual([r.kind.label, []]);
      if (!r.kind.exception) expect(r.result.score).toBeGreaterThanOrEqual(MINIMUM_SCORE);
    }
  });

  it('flags an answer that lost HSTS, or a CSP rule the score does not count', () => {
    const r = reports[0]!;
    const rescored = (headers: typeof r.response.headers) => {
      const response = { ...r.response, headers };
      const result = scan({ url: r.kind.url, response, httpRoute: null, preflight: null });
      return { ...r, response, result };
    };
    const noHsts = rescored(
      r.response.headers.filter(([n]) => n.toLowerCase() !== 'strict-transport-security'),
    );
    expect(problemsOf(noHsts)).toEqual([
      'no strict-transport-security',
      'HSTS is not preload-eligible: (none)',
      'scores 80 (B+), below 110',
    ]);
    const openBase = rescored(
      r.response.headers.map(([n, v]) =>
        n.toLowerCase() === 'content-security-policy'
          ? [n, v.replace("base-uri 'none'; ", '')]
          : [n, v],
      ),
    );
    expect(openBase.result.score).toBe(120);
    expect(problemsOf(openBase)).toEqual(['CSP insecureBaseUri is true']);
  });

  it('holds the desktop sign-in page to its one failing test, from the service or nginx', () => {
    const desktop = reports.filter((r) => r.kind.exception);
    expect(desktop.map((r) => Boolean(r.kind.service))).toEqual([true, false]);
    for (const r of desktop) {
      expect(r.result.tests.filter((t) => !t.pass).map((t) => t.result)).toEqual([
        'csp-implemented-with-insecure-scheme',
      ]);
      expect(r.result.grade).toBe('B+');
    }
  });
});

withNginx('a broken production config fails the check', () => {
  let deployment: Deployment;
  beforeAll(() => {
    deployment = createDeployment({ built: false });
  });
  afterAll(() => deployment?.remove());

  const problems = async (edit: (file: string, text: string) => string) =>
    (await scanDeployment(deployment, { edit })).flatMap((r) =>
      problemsOf(r).map((p) => `${r.kind.label}: ${p}`),
    );

  it('catches an add_header in a location that drops the server-level headers', async () => {
    // The security headers moved to the host's server level: the page shell's location has
    // add_header lines of its own, so nginx sends it none of the server's.
    const found = await problems((file, text) => {
      if (file !== 'nginx.conf') return text;
      const shell = text.indexOf('location = /index.html {');
      const before = text
        .slice(0, shell)
        .replace(
          'root /srv/cumulus/host/current;',
          'root /srv/cumulus/host/current;\n    include cumulus/security-headers.conf;',
        );
      const after = text
        .slice(shell)
        .replace('        include cumulus/security-headers.conf;\n', '');
      expect(before + after).not.toBe(text);
      return before + after;
    });
    for (const label of ['page shell / (service down)', 'unknown page'])
      expect(found).toEqual(
        expect.arrayContaining([
          `${label}: no strict-transport-security`,
          `${label}: HSTS is not preload-eligible: (none)`,
          `${label}: no x-content-type-options`,
        ]),
      );
    expect(found.some((p) => p.startsWith('/registry.json'))).toBe(false);
  });

  it('catches a header sent twice, and a cache rule that lost its always', async () => {
    const found = await problems((file, text) =>
      file === 'file-headers.conf'
        ? `${text}add_header X-Content-Type-Options "nosniff" always;\n`
        : text,
    );
    expect(found).toContain('host hashed chunk: x-content-type-options sent 2 times');
    expect(found).toContain('host missing chunk: x-content-type-options sent 2 times');
    const noAlways = await problems((file, text) =>
      file === 'security-headers.conf'
        ? text.replace(
            'add_header Strict-Transport-Security "max-age=63072000; includeSubDomains; preload" always;',
            'add_header Strict-Transport-Security "max-age=63072000; includeSubDomains; preload";',
          )
        : text,
    );
    // Without `always`, nginx adds the header to 2xx and 3xx answers only: the 404s lose HSTS.
    expect(noAlways).toEqual(
      expect.arrayContaining([
        'unknown page: no strict-transport-security',
        'host missing chunk: no strict-transport-security',
      ]),
    );
    expect(noAlways.some((p) => p.startsWith('/registry.json'))).toBe(false);
  });
});
