import { localRegistry, originsFromEnv } from './local-registry';

describe('the embedded default registry: safe by default', () => {
  it('allows no override origins and no embedding parents unless asked', () => {
    const r = localRegistry(Date.now(), {});
    expect(r.overrides).toBeUndefined();
    expect(r.embedding).toEqual({ parents: [] });
  });

  it('CUMULUS_DEV_OVERRIDES turns the dev loop on: exactly those origins, and the query form', () => {
    const r = localRegistry(Date.now(), {
      CUMULUS_DEV_OVERRIDES: 'http://localhost:9184, http://LOCALHOST:9185 http://localhost:9184',
    });
    expect(r.overrides).toEqual({
      allowedOrigins: ['http://localhost:9184', 'http://localhost:9185'],
      query: true,
    });
  });

  it('CUMULUS_EMBEDDING_PARENTS names the pages that may frame the site', () => {
    const r = localRegistry(Date.now(), { CUMULUS_EMBEDDING_PARENTS: 'http://127.0.0.1:8087' });
    expect(r.embedding).toEqual({ parents: ['http://127.0.0.1:8087'] });
    expect(r.overrides).toBeUndefined();
  });

  it.each([
    'http://localhost:*',
    'http://127.0.0.1:*',
    'javascript:alert(1)',
    'http://x.example/p',
  ])('refuses %s (exact origins only, no port wildcard)', (value) => {
    expect(() => originsFromEnv({ CUMULUS_DEV_OVERRIDES: value }, 'CUMULUS_DEV_OVERRIDES')).toThrow(
      'not an exact http(s) origin',
    );
  });
});
