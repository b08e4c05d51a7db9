/** The web client's identity at the API (ours: the embedded API accepts any client id). */
export const CLIENT_ID = 'cumulus-web';
/** Package name in the signed captcha meta. */
export const PACKAGE_NAME = 'cumulus.web';
/**
 * The 10 salts of the captcha sign (spec §9: "signature from 10 chained salted MD5 hashes
 * (salts not shown)"). Ours: with them the signed captcha meta carries `captcha_sign`
 * (`1.{hash}`, shared-libs captcha/sign.ts). They are not secrets (they ship in the page, as
 * any web client's must); a deployment replaces them with its own.
 */
export const CAPTCHA_SALTS: readonly string[] = [
  'cumulus-web-1-fj3k',
  'cumulus-web-2-q8zr',
  'cumulus-web-3-m2vd',
  'cumulus-web-4-x7tp',
  'cumulus-web-5-h4nc',
  'cumulus-web-6-b9ws',
  'cumulus-web-7-k5ye',
  'cumulus-web-8-r1ga',
  'cumulus-web-9-u6lo',
  'cumulus-web-10-d3mi',
];
