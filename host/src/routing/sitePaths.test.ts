import { POLICY_KINDS, SITE_PATHS, sitePath, type SitePath } from 'shared-libs';
import { resolveRoute } from './resolveRoute';

/**
 * The host binds the site paths the remotes link by (shared-libs contracts/sitePaths.ts): each
 * one resolves to a page of the host's route table, never to the not-found page.
 */
const resolve = (path: SitePath) => {
  const u = new URL(path, 'https://site.test');
  return resolveRoute({
    pathname: u.pathname,
    search: u.search,
    hash: u.hash.replace(/^#/, ''),
    activities: [],
    isMobile: false,
    now: Date.parse('2026-11-25T12:00:00Z'),
  });
};

describe('site paths are pages of the host', () => {
  it.each(Object.entries(SITE_PATHS))('SITE_PATHS.%s (%s)', (_key, path) => {
    expect(resolve(path).kind).not.toBe('not-found');
  });

  it.each([
    sitePath.share('abc'),
    sitePath.share('abc', ['f1', 'f2'], 'pwd=1234'),
    sitePath.driveFolder('folder-1'),
    sitePath.driveFolder(''),
    sitePath.driveSection('trash'),
    sitePath.driveSection('payment/storage'),
    sitePath.helpCenter('getting-started', 'install-apps'),
    ...POLICY_KINDS.map((kind) => sitePath.policy(kind)),
    sitePath.policy('update', '2024-01-01'),
  ])('%s', (path) => {
    expect(resolve(path).kind).not.toBe('not-found');
  });

  it('a path given as data is accepted only when it is a path of this site', () => {
    expect(sitePath.fromData('/black-friday')).toBe('/black-friday');
    for (const bad of [
      '//evil.test/x',
      'https://evil.test',
      '/\\evil.test',
      'javascript:alert(1)',
      '',
    ])
      expect(sitePath.fromData(bad)).toBeUndefined();
  });
});
