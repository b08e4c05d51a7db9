import { defineMessages } from 'react-intl';

/** Messages of the signed-in chrome (account menu, drive quota, desktop approval): in its lazy chunk. */
export const accountMessages = defineMessages({
  signOut: { id: 'host.nav.signOut', defaultMessage: 'Sign out', description: 'Sign-out button' },
  accountMenu: {
    id: 'host.nav.accountMenu',
    defaultMessage: 'Account menu for {name}',
    description: 'Label of the signed-in user menu button',
  },
  premium: {
    id: 'host.nav.premium',
    defaultMessage: 'Premium',
    description: 'Badge shown for a premium (VIP) user',
  },
  desktopApprovalTitle: {
    id: 'host.desktopApproval.title',
    defaultMessage: 'Sign in with the desktop app?',
    description: 'Dialog title: a link from the desktop app asks to sign the visitor in',
  },
  desktopApprovalText: {
    id: 'host.desktopApproval.text',
    defaultMessage:
      'The Cumulus desktop app on this computer can sign you in here with its account. Continue only if you opened this page from the desktop app.',
    description: 'Dialog text of the desktop sign-in approval',
  },
  desktopApprovalConfirm: {
    id: 'host.desktopApproval.confirm',
    defaultMessage: 'Sign in',
    description: 'Button: approve the desktop sign-in',
  },
  desktopApprovalCancel: {
    id: 'host.desktopApproval.cancel',
    defaultMessage: 'Not now',
    description: 'Button: refuse the desktop sign-in',
  },
  quotaLabel: {
    id: 'host.quota.label',
    defaultMessage: 'Storage',
    description: 'Quota meter label',
  },
  quotaUsed: {
    id: 'host.quota.used',
    defaultMessage: '{usage} of {limit} used',
    description: 'Quota meter text',
  },
  quotaUnlimited: {
    id: 'host.quota.unlimited',
    defaultMessage: '{usage} used',
    description: 'Quota meter text without a limit',
  },
  quotaNear: {
    id: 'host.quota.near',
    defaultMessage: 'Almost full: empty the trash or get more storage.',
    description: 'Quota nearly full',
  },
  quotaFull: {
    id: 'host.quota.full',
    defaultMessage: 'Your drive is full. Free up space or get more storage to keep adding files.',
    description: 'Quota full',
  },
  quotaMore: {
    id: 'host.quota.more',
    defaultMessage: 'Get more storage',
    description: 'Link to the storage plans',
  },
});
