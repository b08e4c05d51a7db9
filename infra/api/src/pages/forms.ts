/**
 * Building blocks of the API's form pages: the form element (with the script's hooks), the
 * hidden OAuth parameters, labelled fields with their hints and errors, the one-time security
 * check, and the texts every form shares (the spec §8 error texts among them).
 */
import type { KeptParams } from '../accounts/oauth';
import type { Puzzle } from '../accounts/puzzle';
import { defineMessages, type Translate } from '../i18n';
import { escapeXml as esc } from '../media';

export const formMessages = defineMessages({
  email: { id: 'api.form.email', defaultMessage: 'Email' },
  password: { id: 'api.form.password', defaultMessage: 'Password' },
  unreachable: {
    id: 'api.form.unreachable',
    defaultMessage: 'The service did not answer. Please try again.',
  },
  checkLegend: { id: 'api.form.checkLegend', defaultMessage: 'Security check' },
  checkQuestion: { id: 'api.form.checkQuestion', defaultMessage: 'What is {a} plus {b}?' },
  checkHint: { id: 'api.form.checkHint', defaultMessage: 'Type the answer in digits.' },
  resend: { id: 'api.form.resend', defaultMessage: 'Send the email again' },
  backToSignIn: { id: 'api.form.backToSignIn', defaultMessage: 'Back to sign in' },
  passwordHint: {
    id: 'api.form.passwordHint',
    defaultMessage: 'At least {min} characters. A few words you will remember work well.',
  },
  codeLabel: { id: 'api.form.codeLabel', defaultMessage: 'Code from the email' },
});

/** The texts of spec §8 the pages show, and ours beside them. */
export const errorMessages = defineMessages({
  invalidAccountOrPassword: {
    id: 'api.error.invalidAccountOrPassword',
    defaultMessage: 'Wrong account number or password, please re-enter',
  },
  tooFrequent: {
    id: 'api.error.tooFrequent',
    defaultMessage: 'Your operation is too frequent, please try again later',
  },
  userPending: { id: 'api.error.userPending', defaultMessage: 'Account not activated' },
  invalidCode: { id: 'api.error.invalidCode', defaultMessage: 'Verification code is incorrect' },
  expiredCode: { id: 'api.error.expiredCode', defaultMessage: 'Verification code is expired' },
  // Ours (the spec has no text for these).
  signInMissing: {
    id: 'api.error.signInMissing',
    defaultMessage: 'Enter your email and password.',
  },
  emailInvalid: {
    id: 'api.error.emailInvalid',
    defaultMessage: 'Enter an email address like name@example.com.',
  },
  nameMissing: {
    id: 'api.error.nameMissing',
    defaultMessage: 'Enter your name (at most {max} characters).',
  },
  passwordShort: {
    id: 'api.error.passwordShort',
    defaultMessage: 'Use at least {min} characters for your password.',
  },
  passwordLong: {
    id: 'api.error.passwordLong',
    defaultMessage: 'Use at most {max} characters for your password.',
  },
  codeMissing: { id: 'api.error.codeMissing', defaultMessage: 'Enter the code from the email.' },
  checkNeeded: {
    id: 'api.error.checkNeeded',
    defaultMessage: 'Too many attempts from here. Confirm the security check, then try again.',
  },
});

/** The id of a page's alert (its error, or the script's "did not answer"). */
export const ERROR_ID = 'form-error';

/** An error of a form: its text and the fields it is about (marked invalid). */
export interface FormError {
  text: string;
  fields?: string[];
}

/** The opening tag of a form the script posts (`data-sign-in`), in the page's language. */
export const formOpen = (action: string, t: Translate): string =>
  `<form method="post" action="${esc(action)}" novalidate data-sign-in data-unreachable="${esc(t(formMessages.unreachable))}">`;

/** The kept OAuth parameters (and more) as hidden fields. */
export const hiddenFields = (params: KeptParams): string =>
  Object.entries(params)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('\n');

/** The alert of a form: the error, or an empty placeholder the script can fill. */
export const errorAlert = (error?: FormError, id = ERROR_ID): string =>
  error
    ? `<p class="error" id="${id}" role="alert">${esc(error.text)}</p>`
    : `<p id="${id}" role="alert" hidden></p>`;

export interface FieldSpec {
  name: string;
  label: string;
  type: 'email' | 'text' | 'password';
  autocomplete: string;
  value?: string | undefined;
  hint?: string;
  autofocus?: boolean;
  inputmode?: 'numeric';
  maxlength?: number;
}

/** A labelled input; invalid when the form's error names it (then described by the error). */
export function field(f: FieldSpec, error?: FormError): string {
  const invalid = error?.fields?.includes(f.name) ?? false;
  const hintId = `${f.name}-hint`;
  const describedBy = [invalid ? ERROR_ID : '', f.hint ? hintId : ''].filter(Boolean).join(' ');
  const attrs = [
    `id="${esc(f.name)}"`,
    `name="${esc(f.name)}"`,
    `type="${f.type}"`,
    `autocomplete="${esc(f.autocomplete)}"`,
    'required',
    f.value ? `value="${esc(f.value)}"` : '',
    f.inputmode ? `inputmode="${f.inputmode}"` : '',
    f.maxlength ? `maxlength="${f.maxlength}"` : '',
    invalid ? 'aria-invalid="true"' : '',
    describedBy ? `aria-describedby="${describedBy}"` : '',
    f.autofocus ? 'autofocus' : '',
  ].filter(Boolean);
  return `<label for="${esc(f.name)}">${esc(f.label)}</label>
<input ${attrs.join(' ')}>${f.hint ? `\n<p class="field-hint" id="${hintId}">${esc(f.hint)}</p>` : ''}`;
}

/**
 * The field to focus: the first one the error names, else the first empty one (of `order`).
 */
export function focusOf(
  order: string[],
  values: Record<string, string | undefined>,
  error?: FormError,
): string | undefined {
  return order.find((n) => error?.fields?.includes(n)) ?? order.find((n) => !values[n]);
}

/**
 * The one-time security check (decision 0009; accounts/puzzle.ts): a sum the server picked, its
 * answer typed in `human_check`; the answer is not in the page. A stand-in for a captcha
 * provider's widget.
 */
export const securityCheck = (check: Puzzle | undefined, t: Translate): string =>
  check
    ? `<fieldset class="check">
<legend>${esc(t(formMessages.checkLegend))}</legend>
<input type="hidden" name="challenge_id" value="${esc(check.id)}">
${field({
  name: 'human_check',
  label: t(formMessages.checkQuestion, { a: check.a, b: check.b }),
  type: 'text',
  autocomplete: 'off',
  inputmode: 'numeric',
  maxlength: 10,
  hint: t(formMessages.checkHint),
})}
</fieldset>`
    : '';

/** A link of the page (escaped). */
export const link = (href: string, text: string): string =>
  `<a href="${esc(href)}">${esc(text)}</a>`;
