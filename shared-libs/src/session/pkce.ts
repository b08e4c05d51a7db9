/**
 * PKCE (RFC 7636, S256): a sign-in is bound to the browser that started it. The verifier stays
 * in this tab's session storage; only its SHA-256 (the challenge) goes to the sign-in page, and
 * the code that comes back is only good with the verifier. A `?code=` planted in a link has no
 * verifier here, so it never signs anyone in.
 */
import type { GetRandomValues } from '../captcha/deviceId';

/** Session-storage key of the pending verifier (ours, under the spec's pp_ prefix). */
export const PKCE_VERIFIER_KEY = 'pp_pkce_verifier';

const base64url = (bytes: Uint8Array): string => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

export interface PkcePair {
  verifier: string;
  challenge: string;
}

type Digest = (data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer>;
const sha256: Digest = (d) => crypto.subtle.digest('SHA-256', d);

/** The S256 challenge of a verifier: base64url(SHA-256(verifier)). */
export async function pkceChallenge(verifier: string, digest: Digest = sha256): Promise<string> {
  // The verifier is ASCII (base64url): its bytes are its char codes.
  const hash = await digest(Uint8Array.from(verifier, (c) => c.charCodeAt(0)));
  return base64url(new Uint8Array(hash));
}

/** A new verifier (32 random bytes, 43 characters) and its S256 challenge. */
export async function createPkcePair(
  getRandomValues: GetRandomValues = (a) => crypto.getRandomValues(a),
  digest: Digest = sha256,
): Promise<PkcePair> {
  const verifier = base64url(getRandomValues(new Uint8Array(32)));
  return { verifier, challenge: await pkceChallenge(verifier, digest) };
}
