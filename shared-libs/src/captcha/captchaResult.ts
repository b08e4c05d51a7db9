/**
 * The captcha challenge's answer, posted by the site's `/loading` page to the frame's opener
 * (challengeFrame.ts, loaded only when a challenge is shown, listens for it).
 */
/** Message type the site's `/loading` page posts with the token (ours). */
export const CAPTCHA_RESULT_MESSAGE_TYPE = 'cumulus:captcha';

export interface CaptchaResultMessage {
  type: typeof CAPTCHA_RESULT_MESSAGE_TYPE;
  captcha_token: string;
}

export function isCaptchaResultMessage(data: unknown): data is CaptchaResultMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === CAPTCHA_RESULT_MESSAGE_TYPE &&
    typeof (data as { captcha_token?: unknown }).captcha_token === 'string' &&
    (data as { captcha_token: string }).captcha_token !== ''
  );
}

/**
 * Called by the host's `/loading` page (the challenge's redirect target): reads
 * `captcha_token` from the query and posts it to the parent frame (or the opener) at the
 * site's own origin. Returns false when there is no token or no one to tell.
 */
export function reportCaptchaResultToOpener(win: Window = window): boolean {
  const token = new URLSearchParams(win.location.search).get('captcha_token');
  if (!token) return false;
  const target: Window | null = win.parent && win.parent !== win ? win.parent : win.opener;
  if (!target) return false;
  const message: CaptchaResultMessage = { type: CAPTCHA_RESULT_MESSAGE_TYPE, captcha_token: token };
  target.postMessage(message, win.location.origin);
  return true;
}
