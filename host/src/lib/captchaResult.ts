/**
 * The /loading page's report of a captcha result to the window that opened the challenge.
 * Same message as shared-libs' `reportCaptchaResultToOpener` (captcha/challengeFrame.ts), which
 * its entry does not export yet; swap for it once it does.
 */
export const CAPTCHA_RESULT_MESSAGE_TYPE = 'cumulus:captcha';

export function reportCaptchaResultToOpener(win: Window = window): boolean {
  const token = new URLSearchParams(win.location.search).get('captcha_token');
  if (!token) return false;
  const target: Window | null = win.parent && win.parent !== win ? win.parent : win.opener;
  if (!target) return false;
  target.postMessage(
    { type: CAPTCHA_RESULT_MESSAGE_TYPE, captcha_token: token },
    win.location.origin,
  );
  return true;
}
