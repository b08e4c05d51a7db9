/**
 * The mails of accounts (ours), in the language of the page that caused them: the code to
 * confirm a new address, the code to reset a password, "you already have an account" (a
 * sign-up with a taken address: the page says the same as for a new one, the mail tells the
 * owner), and the notice that the password changed. Plain text.
 */
import type { Locale } from 'shared-libs/contracts';
import { defineMessages, translator } from '../i18n';
import { CODE_TTL_MS } from './codes';
import type { Mail } from './outbox';

const m = defineMessages({
  verifySubject: {
    id: 'api.mail.verifySubject',
    defaultMessage: 'Your Cumulus code: {code}',
  },
  verifyBody: {
    id: 'api.mail.verifyBody',
    defaultMessage:
      'Hello {name},\n\nEnter this code to confirm your email address and activate your Cumulus account:\n\n{code}\n\nOr open this link: {link}\n\nThe code works for {hours, plural, one {# hour} other {# hours}}. If you did not create a Cumulus account, ignore this email.',
  },
  resetSubject: { id: 'api.mail.resetSubject', defaultMessage: 'Reset your Cumulus password' },
  resetBody: {
    id: 'api.mail.resetBody',
    defaultMessage:
      'Hello {name},\n\nSomeone asked to reset the password of your Cumulus account. Enter this code to set a new one:\n\n{code}\n\nOr open this link: {link}\n\nThe code works once, for {minutes, plural, one {# minute} other {# minutes}}. If you did not ask for it, ignore this email: your password stays as it is.',
  },
  existsSubject: {
    id: 'api.mail.existsSubject',
    defaultMessage: 'You already have a Cumulus account',
  },
  existsBody: {
    id: 'api.mail.existsBody',
    defaultMessage:
      'Hello {name},\n\nSomeone tried to create a Cumulus account with this address, but it already has one. Sign in with it, or set a new password if you forgot it: {link}\n\nIf it was not you, ignore this email.',
  },
  changedSubject: {
    id: 'api.mail.changedSubject',
    defaultMessage: 'Your Cumulus password was changed',
  },
  changedBody: {
    id: 'api.mail.changedBody',
    defaultMessage:
      'Hello {name},\n\nThe password of your Cumulus account was changed, and your other devices were signed out. If this was not you, choose "Forgot password?" on the sign-in page at once to set a new one.',
  },
});

interface To {
  email: string;
  name: string;
  userId: string;
  locale: Locale;
}

const base = (to: To) => ({
  to: to.email,
  userId: to.userId,
  locale: to.locale,
  scene: 'account' as const,
});

export function verifyMail(to: To, code: string, link: string): Mail {
  const t = translator(to.locale);
  const hours = CODE_TTL_MS.verify / 3600_000;
  return {
    ...base(to),
    kind: 'verify',
    subject: t(m.verifySubject, { code }),
    text: t(m.verifyBody, { name: to.name, code, link, hours }),
    link,
    code,
  };
}

export function resetMail(to: To, code: string, link: string): Mail {
  const t = translator(to.locale);
  const minutes = CODE_TTL_MS.reset / 60_000;
  return {
    ...base(to),
    kind: 'reset',
    subject: t(m.resetSubject),
    text: t(m.resetBody, { name: to.name, code, link, minutes }),
    link,
    code,
  };
}

export function accountExistsMail(to: To, link: string): Mail {
  const t = translator(to.locale);
  return {
    ...base(to),
    kind: 'account_exists',
    subject: t(m.existsSubject),
    text: t(m.existsBody, { name: to.name, link }),
    link,
  };
}

export function passwordChangedMail(to: To): Mail {
  const t = translator(to.locale);
  return {
    ...base(to),
    kind: 'password_changed',
    subject: t(m.changedSubject),
    text: t(m.changedBody, { name: to.name }),
  };
}
