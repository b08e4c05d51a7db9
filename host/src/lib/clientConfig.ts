/** The web client's identity at the API (ours: the embedded API accepts any client id). */
export const CLIENT_ID = 'cumulus-web';
/** Package name in the signed captcha meta. */
export const PACKAGE_NAME = 'cumulus.web';
