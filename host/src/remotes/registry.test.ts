import { isAllowedParent, parseRegistry } from './registry';

const valid = {
  schema: 1,
  remotes: {
    mfe_share: {
      entry: 'https://cdn.example/share/1.2.0/remoteEntry.js',
      version: '1.2.0',
      integrity: 'sha384-x',
    },
    mfe_drive: { entry: 'http://localhost:8083/remoteEntry.js', version: '0.1.0' },
  },
  activities: [
    {
      slug: 'black-friday',
      remote: 'mfe_activity',
      page: 'black-friday',
      startsAt: '2026-11-01T00:00:00Z',
      endsAt: '2099-01-01T00:00:00Z',
    },
  ],
  api: { origins: ['http://localhost:8090'], accessOrigins: ['http://localhost:8090'] },
};

describe('parseRegistry', () => {
  it('keeps well-formed entries', () => {
    const r = parseRegistry(valid);
    expect(r.remotes.mfe_share).toEqual(valid.remotes.mfe_share);
    expect(r.remotes.mfe_drive?.entry).toBe('http://localhost:8083/remoteEntry.js');
    expect(r.activities).toHaveLength(1);
    expect(r.api.origins).toEqual(['http://localhost:8090']);
  });

  it('refuses an unknown schema', () => {
    expect(() => parseRegistry({ ...valid, schema: 2 })).toThrow('unsupported schema');
    expect(() => parseRegistry(null)).toThrow();
    expect(() => parseRegistry([])).toThrow();
  });

  it.each([
    ['javascript: entry', { entry: 'javascript:alert(1)', version: '1' }],
    ['data: entry', { entry: 'data:text/javascript,alert(1)', version: '1' }],
    ['relative entry', { entry: '/remoteEntry.js', version: '1' }],
    ['missing version', { entry: 'https://cdn.example/remoteEntry.js' }],
    ['not an object', 'https://cdn.example/remoteEntry.js'],
  ])('drops a remote with a %s', (_name, entry) => {
    const r = parseRegistry({ ...valid, remotes: { mfe_marketing: entry } });
    expect(r.remotes.mfe_marketing).toBeUndefined();
  });

  it('ignores remotes that are not ours', () => {
    const r = parseRegistry({
      ...valid,
      remotes: { evil: { entry: 'https://evil.example/e.js', version: '1' } },
    });
    expect(Object.keys(r.remotes)).toEqual([]);
  });

  it.each([
    ['a slug with a slash', { ...valid.activities[0], slug: '../x' }],
    ['an unknown remote', { ...valid.activities[0], remote: 'mfe_evil' }],
    ['no end date', { ...valid.activities[0], endsAt: undefined }],
  ])('drops an activity with %s', (_name, activity) => {
    expect(parseRegistry({ ...valid, activities: [activity] }).activities).toEqual([]);
  });

  it('keeps only http(s) API origins', () => {
    const r = parseRegistry({
      ...valid,
      api: { origins: ['https://api.example', 'javascript:x', 42], accessOrigins: 'x' },
    });
    expect(r.api).toEqual({ origins: ['https://api.example'], accessOrigins: [] });
  });
});

describe('embedding parents', () => {
  it('keeps origins and port wildcards, drops anything else', () => {
    const r = parseRegistry({
      schema: 1,
      embedding: {
        parents: [
          'https://app.example',
          'http://127.0.0.1:*',
          "https://x.example 'unsafe-inline'",
          'javascript:alert(1)',
          'https://a.example/path',
          42,
        ],
      },
    });
    expect(r.embedding.parents).toEqual(['https://app.example', 'http://127.0.0.1:*']);
  });

  it('matches exact origins, and any port of a wildcard entry, nothing else', () => {
    const parents = ['https://app.example', 'http://127.0.0.1:*'];
    expect(isAllowedParent('https://app.example', parents)).toBe(true);
    expect(isAllowedParent('http://127.0.0.1:41234', parents)).toBe(true);
    expect(isAllowedParent('https://app.example:8443', parents)).toBe(false);
    expect(isAllowedParent('https://evil.example', parents)).toBe(false);
    expect(isAllowedParent('http://127.0.0.2:80', parents)).toBe(false);
    expect(isAllowedParent('https://127.0.0.1:5000', parents)).toBe(false);
    expect(isAllowedParent('not a url', parents)).toBe(false);
    expect(isAllowedParent('https://app.example', [])).toBe(false);
  });
});
