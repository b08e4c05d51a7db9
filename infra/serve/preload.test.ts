import { LOCALES, type Registry } from 'shared-libs';
import { resolveRoute } from '../../host/src/routing/resolveRoute';
import { inlineJson, LOCALES as SERVER_LOCALES, remoteAssets, remoteHint } from './preload';

const now = Date.parse('2026-11-21T00:00:00Z');
const registry: Pick<Registry, 'activities'> = {
  activities: [
    {
      slug: 'black-friday',
      remote: 'mfe_activity',
      page: 'black-friday',
      startsAt: '2026-11-01T00:00:00Z',
      endsAt: '2099-01-01T00:00:00Z',
    },
    {
      slug: 'compensation',
      remote: 'mfe_activity',
      page: 'compensation',
      startsAt: '2024-01-01T00:00:00Z',
      endsAt: '2024-02-01T00:00:00Z',
    },
  ],
};

const PATHS = [
  '/',
  '/ja',
  '/ja/',
  '/FAQ',
  '/es/help-center',
  '/help-center/a/b',
  '/policy/privacy-policy',
  '/policy/privacy-policy/2023-10-14',
  '/contact-us',
  '/tv-help',
  '/test',
  '/s/demo-public',
  '/s/demo-public/f1/f2',
  '/ja/s/demo-public',
  '/activity/black-friday',
  '/activity/compensation',
  '/activity/unknown',
  '/check-in',
  '/ko/favorite-links-hub',
  '/inapp/widget',
  '/drive/all',
  '/referral',
  '/inapp/shop',
  '/auth',
  '/loading',
  '/auth-success',
  '/nope',
  '/en-US/nope/deeper',
];

describe('the server preload hint agrees with the host router', () => {
  it('knows the same locales as shared-libs', () => {
    expect(SERVER_LOCALES).toEqual(LOCALES.map((l) => l.toLowerCase()));
  });

  const resolve = (pathname: string) =>
    resolveRoute({
      pathname,
      search: '',
      hash: '',
      activities: registry.activities,
      isMobile: false,
      now,
    });

  it.each(PATHS)('%s', (pathname) => {
    let r = resolve(pathname);
    const hint = remoteHint(pathname, registry, now);
    // A redirect to the same remote (e.g. help-center's default directory) may keep its hint.
    if (r.kind === 'redirect' && hint !== null) r = resolve(new URL(r.to, 'http://x').pathname);
    if (
      r.kind !== 'route' ||
      r.owner === 'host' ||
      r.owner === 'server' ||
      r.owner === 'mfe_drive'
    ) {
      // Nothing worth preloading: redirects, not found, host pages, login-gated drive pages.
      expect(hint).toBeNull();
    } else {
      expect(hint).toBe(r.owner);
    }
  });
});

describe('inlineJson', () => {
  it('cannot close the script element it sits in', () => {
    const out = inlineJson({ s: '</script><script>alert(1)</script>', t: '\u2028' });
    expect(out).not.toContain('</script');
    expect(JSON.parse(out)).toEqual({ s: '</script><script>alert(1)</script>', t: '\u2028' });
  });
});

describe('remoteAssets: the entry and its exposed chunks, with their integrity', () => {
  const manifest = { exposes: [{ path: './lifecycles', assets: { js: { sync: ['a.1.js'] } } }] };
  const answer = (body: unknown) =>
    Promise.resolve({ ok: true, json: () => Promise.resolve(body) });

  it('reads each chunk’s integrity; a failed integrity read is asked again, not kept', async () => {
    const entry = `http://r.test/v-${Date.now()}/remoteEntry.js`;
    let integrityUp = false;
    const fetchImpl = (url: string) =>
      url.endsWith('mf-manifest.json')
        ? answer(manifest)
        : integrityUp
          ? answer({ 'a.1.js': 'sha256-AAAA' })
          : Promise.reject(new Error('timeout'));
    const first = await remoteAssets(entry, fetchImpl);
    expect(first).toEqual([{ url: entry }, { url: entry.replace('remoteEntry.js', 'a.1.js') }]);
    integrityUp = true;
    // kept 2 s at most: asked again once that has passed
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 2_001);
    const second = await remoteAssets(entry, fetchImpl);
    jest.restoreAllMocks();
    expect(second[1]).toEqual({
      url: entry.replace('remoteEntry.js', 'a.1.js'),
      integrity: 'sha256-AAAA',
    });
  });

  it('drops an integrity that is not Subresource Integrity', async () => {
    const entry = `http://r.test/w-${Date.now()}/remoteEntry.js`;
    const fetchImpl = (url: string) =>
      answer(url.endsWith('mf-manifest.json') ? manifest : { 'a.1.js': 'md5-x" onload="y' });
    expect((await remoteAssets(entry, fetchImpl))[1]?.integrity).toBeUndefined();
  });
});
