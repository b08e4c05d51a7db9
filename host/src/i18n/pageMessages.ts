import { defineMessages } from 'react-intl';

/** Messages of the host's own pages (not found, blocked, sign-in and captcha redirects): in their lazy chunk. */
export const pageMessages = defineMessages({
  notFoundTitle: {
    id: 'host.notFound.title',
    defaultMessage: 'We could not find that page',
    description: 'Not found heading',
  },
  notFoundTip: {
    id: 'host.notFound.tip',
    defaultMessage:
      'The link may be broken or the page may have moved. Check the address or go back to the home page.',
    description: 'Not found tip text',
  },
  notFoundHome: {
    id: 'host.notFound.home',
    defaultMessage: 'Go to the home page',
    description: 'Not found action',
  },
  loadingTitle: {
    id: 'host.loading.title',
    defaultMessage: 'Verifying…',
    description: 'Captcha redirect page title',
  },
  authTitle: {
    id: 'host.auth.title',
    defaultMessage: 'Signing you in…',
    description: 'Auth page title',
  },
  authSuccessTitle: {
    id: 'host.authSuccess.title',
    defaultMessage: 'You are signed in',
    description: 'Auth success title',
  },
  authSuccessBody: {
    id: 'host.authSuccess.body',
    defaultMessage: 'You can close this window and return to the app.',
    description: 'Auth success body',
  },
  authFailedTitle: {
    id: 'host.auth.failedTitle',
    defaultMessage: 'Sign-in did not complete',
    description: 'Auth page heading when the code could not be exchanged',
  },
  authFailedBody: {
    id: 'host.auth.failedBody',
    defaultMessage: 'The sign-in link has expired or was already used. Please sign in again.',
    description: 'Auth page text when the code could not be exchanged',
  },
  authUnboundBody: {
    id: 'host.auth.unboundBody',
    defaultMessage:
      'This sign-in link was not started in this browser, so it was ignored. Sign in here to continue.',
    description: 'Auth page text when a code has no PKCE verifier in this tab (a planted link)',
  },
  authIgnoredBody: {
    id: 'host.auth.ignoredBody',
    defaultMessage: 'This sign-in link is not meant for this site, so it was ignored.',
    description: 'Auth page text when a code came with state or scope',
  },
  signInAgain: {
    id: 'host.auth.signInAgain',
    defaultMessage: 'Sign in again',
    description: 'Button on the auth page after a failure',
  },
  loadingBody: {
    id: 'host.loading.body',
    defaultMessage: 'Completing the security check. This window closes by itself.',
    description: 'Captcha redirect page text',
  },
  loadingDone: {
    id: 'host.loading.done',
    defaultMessage: 'The security check is complete. You can close this window.',
    description: 'Captcha redirect page text when there is no window to report to',
  },
  blockedTitle: {
    id: 'host.blocked.title',
    defaultMessage: 'Cumulus is not available in your region',
    description: 'Block page heading (region access denied)',
  },
  blockedBody: {
    id: 'host.blocked.body',
    defaultMessage:
      'We are sorry, but this service cannot be used from your current location. If you think this is a mistake, contact us.',
    description: 'Block page text',
  },
});
