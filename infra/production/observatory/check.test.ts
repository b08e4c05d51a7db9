import { MINIMUM_SCORE, problemsOf } from './check';
import { KINDS, STAND_IN_SHELL, loadProductionModel, sampleFiles, scanKind } from './kinds';
import { scan } from './scoring';

const model = loadProductionModel();

describe('the production config, scored', () => {
  it('reaches the bar on every kind of answer, with the stand-in shell (host not built)', () => {
    const files = sampleFiles(model, STAND_IN_SHELL);
    for (const kind of KINDS) {
      const r = scanKind(model, files, kind, STAND_IN_SHELL);
      expect([kind.label, r.response.status]).toEqual([kind.label, kind.status]);
      expect([kind.label, problemsOf(r)]).toEqual([kind.label, []]);
      if (!kind.exception) expect(r.result.score).toBeGreaterThanOrEqual(MINIMUM_SCORE);
    }
  });

  it('flags an answer that lost HSTS, or a CSP rule the score does not count', () => {
    const files = sampleFiles(model, STAND_IN_SHELL);
    const r = scanKind(model, files, KINDS[0]!, STAND_IN_SHELL);
    const rescored = (headers: typeof r.response.headers) => {
      const response = { ...r.response, headers };
      const result = scan({ url: r.kind.url, response, httpRoute: null, preflight: null });
      return { ...r, response, result };
    };
    const noHsts = rescored(r.response.headers.filter(([n]) => n !== 'Strict-Transport-Security'));
    expect(problemsOf(noHsts)).toEqual([
      'HSTS is not preload-eligible: (none)',
      'scores 80 (B+), below 110',
    ]);
    const openBase = rescored(
      r.response.headers.map(([n, v]) =>
        n === 'Content-Security-Policy' ? [n, v.replace("base-uri 'none'; ", '')] : [n, v],
      ),
    );
    expect(openBase.result.score).toBe(120);
    expect(problemsOf(openBase)).toEqual(['CSP insecureBaseUri is true']);
  });

  it('holds the desktop sign-in page to its one failing test, from the service or nginx', () => {
    const files = sampleFiles(model, STAND_IN_SHELL);
    const desktop = KINDS.filter((k) => k.exception);
    expect(desktop.map((k) => Boolean(k.service))).toEqual([true, false]);
    for (const kind of desktop) {
      const r = scanKind(model, files, kind, STAND_IN_SHELL);
      expect(r.result.tests.filter((t) => !t.pass).map((t) => t.result)).toEqual([
        'csp-implemented-with-insecure-scheme',
      ]);
      expect(r.result.grade).toBe('B+');
    }
  });
});
