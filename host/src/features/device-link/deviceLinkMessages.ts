import { defineMessages } from 'react-intl';

/** The TV page where a device sign-in code is approved (`/tv/link`, RFC 8628). */
export const deviceLinkMessages = defineMessages({
  title: {
    id: 'host.tvLink.title',
    defaultMessage: 'Sign in on your TV',
    description: 'Device sign-in page: heading and document title',
  },
  gateTitle: {
    id: 'host.tvLink.gateTitle',
    defaultMessage: 'Sign in to set up your TV',
    description: 'Device sign-in page, signed out: heading of the sign-in panel',
  },
  gateBody: {
    id: 'host.tvLink.gateBody',
    defaultMessage:
      'Sign in here first. Then enter the code your TV shows, and it is signed in to the same account.',
    description: 'Device sign-in page, signed out: text of the sign-in panel',
  },
  intro: {
    id: 'host.tvLink.intro',
    defaultMessage:
      'Enter the code shown on your TV or other device to sign it in to your account.',
    description: 'Device sign-in page: what to do',
  },
  codeLabel: {
    id: 'host.tvLink.codeLabel',
    defaultMessage: 'Code from your device',
    description: 'Device sign-in page: label of the code field',
  },
  codeHint: {
    id: 'host.tvLink.codeHint',
    defaultMessage: '8 letters, for example BCDF-GHJK',
    description: 'Device sign-in page: format hint under the code field (keep the example as is)',
  },
  next: {
    id: 'host.tvLink.next',
    defaultMessage: 'Continue',
    description: 'Device sign-in page: button that checks the typed code',
  },
  badFormat: {
    id: 'host.tvLink.badFormat',
    defaultMessage: 'Enter the 8 letters shown on your device.',
    description: 'Device sign-in page: the typed code cannot be a code',
  },
  noSuchCode: {
    id: 'host.tvLink.noSuchCode',
    defaultMessage:
      'This code is wrong, has expired or was already used. Check it on your device, or start again there to get a new one.',
    description: 'Device sign-in page: the API does not know the code',
  },
  tooMany: {
    id: 'host.tvLink.tooMany',
    defaultMessage: 'Too many wrong codes. Wait a few minutes, then try again.',
    description: 'Device sign-in page: wrong codes were limited',
  },
  failed: {
    id: 'host.tvLink.failed',
    defaultMessage: 'The code could not be checked. Check your connection and try again.',
    description: 'Device sign-in page: network or server failure',
  },
  askHeading: {
    id: 'host.tvLink.askHeading',
    defaultMessage: '{client} wants to sign in to your account',
    description: 'Device sign-in page: heading of the question; {client} is an app name',
  },
  askBody: {
    id: 'host.tvLink.askBody',
    defaultMessage:
      'If you allow it, {client} is signed in as {account} and can see and manage your files. Allow it only if you started this sign-in yourself and your device shows {code}.',
    description:
      'Device sign-in page: what allowing means; {client} app name, {account} e-mail, {code} the code',
  },
  allow: {
    id: 'host.tvLink.allow',
    defaultMessage: 'Allow',
    description: 'Device sign-in page: button that signs the device in',
  },
  deny: {
    id: 'host.tvLink.deny',
    defaultMessage: 'Deny',
    description: 'Device sign-in page: button that refuses the sign-in',
  },
  allowed: {
    id: 'host.tvLink.allowed',
    defaultMessage: '{client} is signed in. You can go back to your device.',
    description: 'Device sign-in page: outcome after Allow; {client} is an app name',
  },
  denied: {
    id: 'host.tvLink.denied',
    defaultMessage: 'You refused the sign-in. The device was not signed in.',
    description: 'Device sign-in page: outcome after Deny',
  },
  again: {
    id: 'host.tvLink.again',
    defaultMessage: 'Enter another code',
    description: 'Device sign-in page: start over with another code',
  },
});
