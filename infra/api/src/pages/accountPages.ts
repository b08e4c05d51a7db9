/**
 * The account pages of the API origin (decision 0016), beside the sign-in page and like it in
 * the site's language, each keeping the OAuth parameters as hidden fields so that the flow ends
 * signed in on the site: sign-up, "check your email" (the verification code), "forgot
 * password" and "set a new password" (the reset code).
 */
import { Wire, type Locale } from 'shared-libs/contracts';
import { CODE_DIGITS, CODE_TTL_MS } from '../accounts/codes';
import { pageUrl, type KeptParams, type PageTheme } from '../accounts/oauth';
import type { Puzzle } from '../accounts/puzzle';
import { defineMessages, translator, type Translate } from '../i18n';
import { escapeXml as esc } from '../media';
import { layout } from '../pages';
import { pageChrome, showPassword } from './chrome';
import { formScriptTag } from './formScript';
import {
  errorAlert,
  field,
  focusOf,
  formMessages as f,
  formOpen,
  hiddenFields,
  link,
  securityCheck,
  type FormError,
} from './forms';
import { signInMessages } from './signIn';

const m = defineMessages({
  signUpTitle: { id: 'api.signup.title', defaultMessage: 'Create your Cumulus account' },
  signUpIntro: {
    id: 'api.signup.intro',
    defaultMessage: 'One account for your drive on the web and in the Cumulus apps.',
  },
  name: { id: 'api.signup.name', defaultMessage: 'Name' },
  marketing: {
    id: 'api.signup.marketing',
    defaultMessage: 'Email me news and offers about Cumulus (you can stop them at any time)',
  },
  signUpSubmit: { id: 'api.signup.submit', defaultMessage: 'Create account' },
  haveAccount: { id: 'api.signup.haveAccount', defaultMessage: 'Already have an account?' },
  verifyTitle: { id: 'api.verify.title', defaultMessage: 'Check your email' },
  verifyIntro: {
    id: 'api.verify.intro',
    defaultMessage: 'We sent a {digits}-digit code to {email}. Enter it to activate your account.',
  },
  verifyLifetime: {
    id: 'api.verify.lifetime',
    defaultMessage:
      'The code works for {hours, plural, one {# hour} other {# hours}}. No email? Look in your spam folder, or send it again.',
  },
  verifySubmit: { id: 'api.verify.submit', defaultMessage: 'Activate and continue' },
  resent: {
    id: 'api.verify.resent',
    defaultMessage: 'We sent a new code. The code sent before no longer works.',
  },
  forgotTitle: { id: 'api.forgot.title', defaultMessage: 'Forgot your password?' },
  forgotIntro: {
    id: 'api.forgot.intro',
    defaultMessage:
      'Enter the email address of your account. We will send it a code to set a new password.',
  },
  forgotSubmit: { id: 'api.forgot.submit', defaultMessage: 'Send the code' },
  resetTitle: { id: 'api.reset.title', defaultMessage: 'Set a new password' },
  resetIntro: {
    id: 'api.reset.intro',
    defaultMessage:
      'If an account uses {email}, we sent it a {digits}-digit code. Enter it with your new password.',
  },
  resetLifetime: {
    id: 'api.reset.lifetime',
    defaultMessage:
      'The code works once, for {minutes, plural, one {# minute} other {# minutes}}. Saving a new password signs you out on all your other devices.',
  },
  newPassword: { id: 'api.reset.newPassword', defaultMessage: 'New password' },
  resetSubmit: { id: 'api.reset.submit', defaultMessage: 'Save and sign in' },
  otherAddress: { id: 'api.reset.otherAddress', defaultMessage: 'Use another address' },
  doneTitle: { id: 'api.done.title', defaultMessage: 'All set' },
  doneVerified: { id: 'api.done.verified', defaultMessage: 'Your email address is confirmed.' },
  doneReset: {
    id: 'api.done.reset',
    defaultMessage: 'Your new password is saved. Your other devices were signed out.',
  },
  doneNext: {
    id: 'api.done.next',
    defaultMessage: 'Sign in on the Cumulus site to continue.',
  },
  doneContinue: { id: 'api.done.continue', defaultMessage: 'Continue to Cumulus' },
});

/** What every account page gets: the kept OAuth parameters, the language, the form's state. */
interface PageState {
  params: KeptParams;
  locale: Locale;
  error?: FormError | undefined;
  /** After repeated failures: the security check the form must pass. */
  check?: Puzzle | undefined;
  /** Where "sign in" goes when not the sign-in page (a page a mail's link opened). */
  signInHref?: string | undefined;
  /** The site's home page (brand and back link) and its theme choice. */
  home?: string | undefined;
  theme?: PageTheme;
}

const passwordHint = (t: Translate) => t(f.passwordHint, { min: Wire.PASSWORD_MIN_LENGTH });

/** The page frame with its title as heading, the form script and the page's own address. */
const page = (t: Translate, o: PageState, title: string, body: string, url: string) =>
  layout(
    title,
    `<h1 tabindex="-1">${esc(title)}</h1>\n${body}\n${formScriptTag()}`,
    o.locale,
    url,
    pageChrome(t, o, url),
  );

/**
 * "Back to sign in": the sign-in page with the same OAuth parameters, or the site's page that
 * starts a sign-in (a page a mail's link opened carries no PKCE challenge to sign in with).
 */
const backToSignIn = (t: Translate, o: PageState, email?: string) =>
  `<p class="switch">${link(o.signInHref ?? pageUrl('/v1/auth/authorize', o.params, email ? { email } : {}), t(f.backToSignIn))}</p>`;

const codeField = (t: Translate, code: string | undefined, error?: FormError, autofocus = false) =>
  field(
    {
      name: 'code',
      label: t(f.codeLabel),
      type: 'text',
      autocomplete: 'one-time-code',
      inputmode: 'numeric',
      maxlength: 12,
      value: code,
      autofocus,
    },
    error,
  );

export function signUpPage(
  o: PageState & {
    email?: string | undefined;
    name?: string | undefined;
    /** The "news and offers" box as the form sent it (unticked unless chosen). */
    marketing?: boolean;
  },
): string {
  const t = translator(o.locale);
  const focus = focusOf(['email', 'name', 'password'], { email: o.email, name: o.name }, o.error);
  return page(
    t,
    o,
    t(m.signUpTitle),
    `<p>${esc(t(m.signUpIntro))}</p>
${formOpen('/v1/auth/signup', t)}
${hiddenFields(o.params)}
${field({ name: 'email', label: t(f.email), type: 'email', autocomplete: 'email', value: o.email, autofocus: focus === 'email' }, o.error)}
${field({ name: 'name', label: t(m.name), type: 'text', autocomplete: 'name', value: o.name, autofocus: focus === 'name', maxlength: 50 }, o.error)}
${field({ name: 'password', label: t(f.password), type: 'password', autocomplete: 'new-password', hint: passwordHint(t), autofocus: focus === 'password' }, o.error)}
${showPassword('password', t)}
<p class="choice"><input type="checkbox" id="marketing" name="marketing" value="on"${o.marketing ? ' checked' : ''}><label for="marketing">${esc(t(m.marketing))}</label></p>
${securityCheck(o.check, t)}
${errorAlert(o.error)}
<button type="submit">${esc(t(m.signUpSubmit))}</button>
</form>
<p class="switch">${esc(t(m.haveAccount))} ${link(pageUrl('/v1/auth/authorize', o.params), t(signInMessages.submit))}</p>`,
    pageUrl('/v1/auth/signup', o.params),
  );
}

/**
 * "Check your email": the verification code, and sending it again. `resend`: the answer to a
 * refused "send it again" (its error and security check go with that form, not the code's).
 */
export function verifyPage(
  o: PageState & {
    email: string;
    code?: string | undefined;
    resent?: boolean;
    resend?: { error?: FormError | undefined; check?: Puzzle | undefined };
  },
): string {
  const t = translator(o.locale);
  const withEmail = { ...o.params, email: o.email };
  return page(
    t,
    o,
    t(m.verifyTitle),
    `<p>${esc(t(m.verifyIntro, { digits: CODE_DIGITS, email: o.email }))}</p>
${o.resent ? `<p class="notice" role="status">${esc(t(m.resent))}</p>` : ''}
${formOpen('/v1/auth/verify', t)}
${hiddenFields(withEmail)}
${codeField(t, o.code, o.error, !o.resend && (!o.code || !!o.error))}
${securityCheck(o.check, t)}
${errorAlert(o.error)}
<button type="submit">${esc(t(m.verifySubmit))}</button>
</form>
<p class="field-hint">${esc(t(m.verifyLifetime, { hours: CODE_TTL_MS.verify / 3600_000 }))}</p>
${formOpen('/v1/auth/verify/resend', t)}
${hiddenFields(withEmail)}
${securityCheck(o.resend?.check, t)}
${errorAlert(o.resend?.error, 'resend-error')}
<button type="submit" class="secondary">${esc(t(f.resend))}</button>
</form>
${backToSignIn(t, o, o.email)}`,
    pageUrl('/v1/auth/verify', withEmail),
  );
}

export function forgotPage(o: PageState & { email?: string | undefined }): string {
  const t = translator(o.locale);
  return page(
    t,
    o,
    t(m.forgotTitle),
    `<p>${esc(t(m.forgotIntro))}</p>
${formOpen('/v1/auth/forgot', t)}
${hiddenFields(o.params)}
${field({ name: 'email', label: t(f.email), type: 'email', autocomplete: 'email', value: o.email, autofocus: true }, o.error)}
${securityCheck(o.check, t)}
${errorAlert(o.error)}
<button type="submit">${esc(t(m.forgotSubmit))}</button>
</form>
${backToSignIn(t, o, o.email)}`,
    pageUrl('/v1/auth/forgot', o.params, o.email ? { email: o.email } : {}),
  );
}

/** "Set a new password": the reset code and the new password. */
export function resetPage(o: PageState & { email: string; code?: string | undefined }): string {
  const t = translator(o.locale);
  const withEmail = { ...o.params, email: o.email };
  const focus = focusOf(['code', 'password'], { code: o.code }, o.error);
  return page(
    t,
    o,
    t(m.resetTitle),
    `<p>${esc(t(m.resetIntro, { email: o.email, digits: CODE_DIGITS }))}</p>
${formOpen('/v1/auth/reset', t)}
${hiddenFields(withEmail)}
${codeField(t, o.code, o.error, focus === 'code')}
${field({ name: 'password', label: t(m.newPassword), type: 'password', autocomplete: 'new-password', hint: passwordHint(t), autofocus: focus === 'password' }, o.error)}
${showPassword('password', t)}
${securityCheck(o.check, t)}
${errorAlert(o.error)}
<button type="submit">${esc(t(m.resetSubmit))}</button>
</form>
<p class="field-hint">${esc(t(m.resetLifetime, { minutes: CODE_TTL_MS.reset / 60_000 }))}</p>
<p class="switch">${link(pageUrl('/v1/auth/forgot', o.params), t(m.otherAddress))}</p>
${backToSignIn(t, o, o.email)}`,
    pageUrl('/v1/auth/reset', withEmail),
  );
}

/** What a flow a mail's link opened has done. */
export type DoneWhat = 'verified' | 'reset';

/**
 * The end of a flow a mail's link opened in a browser that started no sign-in: what was done,
 * and the site's page that signs in (the page has no PKCE challenge to finish with a code).
 */
export function donePage(o: PageState & { what: DoneWhat; continueUrl: string }): string {
  const t = translator(o.locale);
  // No address of its own: reloading it would repeat nothing useful.
  return layout(
    t(m.doneTitle),
    `<h1 tabindex="-1">${esc(t(m.doneTitle))}</h1>
<p role="status">${esc(t(o.what === 'verified' ? m.doneVerified : m.doneReset))}</p>
<p>${esc(t(m.doneNext))}</p>
<p>${link(o.continueUrl, t(m.doneContinue))}</p>`,
    o.locale,
    undefined,
    pageChrome(t, o),
  );
}
