import { createHash } from 'node:crypto';
import { createPkcePair, pkceChallenge } from './pkce';

const nodeDigest = async (d: Uint8Array) =>
  Uint8Array.from(createHash('sha256').update(d).digest()).buffer as ArrayBuffer;

describe('PKCE (RFC 7636, S256)', () => {
  it('matches the RFC 7636 appendix B example', async () => {
    expect(await pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', nodeDigest)).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes a new 43-character verifier each time', async () => {
    let n = 0;
    const random = (a: Uint8Array<ArrayBuffer>) => a.fill((n += 1));
    const a = await createPkcePair(random, nodeDigest);
    const b = await createPkcePair(random, nodeDigest);
    expect(a.verifier).toHaveLength(43);
    expect(a.verifier).not.toBe(b.verifier);
    expect(a.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
