import { getPlatform, isPlatformConfigured } from 'shared-libs';

/**
 * The captcha action of the contact form (ours: the form has no API call of its own, so the
 * action names the page's form in the `METHOD:/path` shape the captcha init takes).
 */
export const CONTACT_CAPTCHA_ACTION = 'POST:/contact-us';
/** The lowest verdict score taken (ours: a silent token scores 0.5, a solved challenge 0.9). */
export const MIN_PERSON_SCORE = 0.5;

/**
 * Before the form composes its message: a captcha token for the form's action from the
 * platform's captcha manager (it opens the challenge frame when the server wants one), then
 * `POST /vip/v1/verifyRecaptchaToken`. True only for a verdict of success, for this action,
 * scoring at least MIN_PERSON_SCORE; any failure (the frame closed, the network, a refusal)
 * is false. Without the platform (the standalone dev page has no API) there is nothing to ask.
 */
export async function confirmPerson(): Promise<boolean> {
  if (!isPlatformConfigured()) return true;
  const platform = getPlatform();
  const token = await platform.captcha.token(CONTACT_CAPTCHA_ACTION, { challenge: true });
  if (token.error) return false;
  const verdict = await platform.api.verifyRecaptchaToken({
    token: token.data,
    action: CONTACT_CAPTCHA_ACTION,
  });
  const v = verdict.data?.data;
  return !!v && v.success && v.action === CONTACT_CAPTCHA_ACTION && v.score >= MIN_PERSON_SCORE;
}
