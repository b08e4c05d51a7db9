import { defineMessages, type IntlShape } from 'react-intl';
import type { ApiError } from 'shared-libs';

const m = defineMessages({
  noSpace: {
    id: 'share.error.noSpace',
    defaultMessage:
      'There is not enough space in your drive. Free up space or upgrade, then try again.',
    description: 'Save failed: file_space_not_enough',
  },
  ownShare: {
    id: 'share.error.ownShare',
    defaultMessage: 'These files are already yours: you cannot save your own share.',
    description: 'Save failed: file_restore_own',
  },
  dailyLimit: {
    id: 'share.error.dailyLimit',
    defaultMessage: 'You have reached today\u2019s limit for saving. Try again tomorrow.',
    description: 'Save failed: task_daily_create_limit',
  },
  captcha: {
    id: 'share.error.captcha',
    defaultMessage: 'You are doing this too often. Please wait a moment and try again.',
    description: 'captcha_invalid / captcha_required',
  },
  captchaCancelled: {
    id: 'share.error.captchaCancelled',
    defaultMessage: 'The security check was closed, so nothing was saved.',
    description: 'The visitor closed the captcha challenge',
  },
  offline: {
    id: 'share.error.offline',
    defaultMessage: 'Network unavailable. Check your connection and try again.',
    description: 'unreachable',
  },
  signIn: {
    id: 'share.error.signIn',
    defaultMessage: 'Your session ended. Sign in again to continue.',
    description: 'unauthenticated',
  },
  fileNotFound: {
    id: 'share.error.fileNotFound',
    defaultMessage: 'Some of these files are no longer in the share.',
    description: 'file_not_found',
  },
  generic: {
    id: 'share.error.generic',
    defaultMessage: 'Something went wrong. Please try again later.',
    description: 'Any other error',
  },
});

const LOCALIZED = 'type.googleapis.com/google.rpc.LocalizedMessage';

/** "You are doing this too often…": a limit on attempts (captcha_invalid, too many guesses). */
export const tooOftenMessage = (intl: IntlShape): string => intl.formatMessage(m.captcha);

/** The user's-language explanation of an API error (spec §8 choice order, share cases first). */
export function describeError(intl: IntlShape, e: ApiError | null): string {
  if (!e) return intl.formatMessage(m.generic);
  switch (e.error) {
    case 'file_space_not_enough':
      return intl.formatMessage(m.noSpace);
    case 'file_restore_own':
      return intl.formatMessage(m.ownShare);
    case 'task_daily_create_limit':
      return intl.formatMessage(m.dailyLimit);
    case 'captcha_invalid':
    case 'captcha_required':
      return tooOftenMessage(intl);
    case 'cancelled':
      return intl.formatMessage(m.captchaCancelled);
    case 'unreachable':
      return intl.formatMessage(m.offline);
    case 'unauthenticated':
      return intl.formatMessage(m.signIn);
    case 'file_not_found':
      return intl.formatMessage(m.fileNotFound);
  }
  return localizedMessage(intl, e) ?? intl.formatMessage(m.generic);
}

/** The API's message in the visitor's language, if it sent one (spec §8 LocalizedMessage). */
function localizedMessage(intl: IntlShape, e: ApiError): string | undefined {
  const lang = intl.locale.toLowerCase().split('-')[0];
  for (const d of (e.details ?? []) as Array<Record<string, unknown>>) {
    if (
      d['@type'] === LOCALIZED &&
      typeof d.message === 'string' &&
      typeof d.locale === 'string' &&
      d.locale.toLowerCase().split('-')[0] === lang
    )
      return d.message;
  }
  return undefined;
}

/**
 * The API's own words for an error whose facts only it knows (a size cap): in the visitor's
 * language if it sent them so, else as it described the error; '' without either.
 */
export function apiMessage(intl: IntlShape, e: ApiError): string {
  return localizedMessage(intl, e) ?? e.error_description ?? '';
}
