/** The sign-in page of the API origin (`/v1/auth/authorize`), in the site's language. */
import type { Locale } from 'shared-libs/contracts';
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

const m = defineMessages({
  title: { id: 'api.signin.title', defaultMessage: 'Sign in to Cumulus' },
  intro: { id: 'api.signin.intro', defaultMessage: 'Use your Cumulus account to continue.' },
  submit: { id: 'api.signin.submit', defaultMessage: 'Sign in' },
  forgot: { id: 'api.signin.forgot', defaultMessage: 'Forgot password?' },
  newHere: { id: 'api.signin.newHere', defaultMessage: 'New to Cumulus?' },
  signUp: { id: 'api.signin.signUp', defaultMessage: 'Create an account' },
  demo: {
    id: 'api.signin.demo',
    defaultMessage: 'Demo accounts: {free} and {vip}, password {password}.',
  },
  checkNeeded: {
    id: 'api.signin.checkNeeded',
    defaultMessage: 'Too many wrong passwords. Confirm the security check, then sign in.',
  },
  pendingHelp: {
    id: 'api.signin.pendingHelp',
    defaultMessage:
      'Confirm your email address first, with the code we emailed you. Lost the email? We can send it again.',
  },
  enterCode: { id: 'api.signin.enterCode', defaultMessage: 'Enter the code' },
  verified: {
    id: 'api.signin.verified',
    defaultMessage: 'Your email address is already confirmed. Sign in to continue.',
  },
});

/** The sign-in page's texts other pages show (the "Sign in" links). */
export const signInMessages = m;

/** The demo accounts of the seed (infra/api/README.md), shown as code in the hint. */
const DEMO = { free: 'free@cumulus.test', vip: 'vip@cumulus.test', password: 'cumulus-demo' };

/** The demo hint: the translated sentence, escaped, with the accounts as <code>. */
function demoHint(t: Translate): string {
  // Placeholders that survive escaping and that no translation contains.
  const slot = (k: string) => `@@${k}@@`;
  const text = esc(t(m.demo, { free: slot('free'), vip: slot('vip'), password: slot('password') }));
  return Object.entries(DEMO).reduce(
    (html, [k, v]) => html.split(slot(k)).join(`<code>${v}</code>`),
    text,
  );
}

/**
 * `params`: the kept OAuth parameters (hidden fields, and the links to sign-up and reset).
 * `pending`: the password was right but the address is not confirmed (user_pending 4012):
 * the page offers to send the verification mail again.
 */
export function signInPage(o: {
  params: KeptParams;
  locale: Locale;
  email?: string | undefined;
  error?: FormError;
  /** A notice above the form (e.g. the address is confirmed already). */
  notice?: string;
  pending?: boolean;
  /** After repeated wrong passwords: the id of the security check the form must pass. */
  check?: Puzzle | undefined;
  /** The site's home page (brand and back link) and its theme choice. */
  home?: string | undefined;
  theme?: PageTheme;
}): string {
  const t = translator(o.locale);
  const focus = focusOf(['email', 'password'], { email: o.email }, o.error);
  const withEmail: KeptParams = o.email ? { email: o.email } : {};
  const url = pageUrl('/v1/auth/authorize', o.params);
  const resend = o.pending
    ? `<p>${esc(t(m.pendingHelp))}</p>
<p>${link(pageUrl('/v1/auth/verify', o.params, withEmail), t(m.enterCode))}</p>
${formOpen('/v1/auth/verify/resend', t)}
${hiddenFields({ ...o.params, ...withEmail })}
${errorAlert(undefined, 'resend-error')}
<button type="submit" class="secondary">${esc(t(f.resend))}</button>
</form>`
    : '';
  return layout(
    t(m.title),
    `<h1 tabindex="-1">${esc(t(m.title))}</h1>
<p>${esc(t(m.intro))}</p>
${o.notice ? `<p class="notice" role="status">${esc(o.notice)}</p>` : ''}
${formOpen('/v1/auth/authorize', t)}
${hiddenFields(o.params)}
${field(
  {
    name: 'email',
    label: t(f.email),
    type: 'email',
    autocomplete: 'username',
    value: o.email,
    autofocus: focus === 'email',
  },
  o.error,
)}
${field(
  {
    name: 'password',
    label: t(f.password),
    type: 'password',
    autocomplete: 'current-password',
    autofocus: focus === 'password',
  },
  o.error,
)}
${showPassword('password', t)}
<p class="aside">${link(pageUrl('/v1/auth/forgot', o.params, withEmail), t(m.forgot))}</p>
${securityCheck(o.check, t)}
${errorAlert(o.error)}
<button type="submit">${esc(t(m.submit))}</button>
</form>
${resend}
<p class="switch">${esc(t(m.newHere))} ${link(pageUrl('/v1/auth/signup', o.params), t(m.signUp))}</p>
<p class="hint">${demoHint(t)}</p>
${formScriptTag()}`,
    o.locale,
    url,
    pageChrome(t, o, url),
  );
}
