import { defineMessages } from 'react-intl';

/** Messages of the host's own chrome (headers, footers, menus). */
export const hostMessages = defineMessages({
  brand: { id: 'host.brand', defaultMessage: 'Cumulus', description: 'Product name' },
  skipToContent: {
    id: 'host.skipToContent',
    defaultMessage: 'Skip to content',
    description: 'Skip link',
  },
  home: { id: 'host.nav.home', defaultMessage: 'Cumulus home', description: 'Logo link label' },
  navApps: {
    id: 'host.nav.apps',
    defaultMessage: 'Apps',
    description: 'Header link to app downloads',
  },
  navHelp: {
    id: 'host.nav.help',
    defaultMessage: 'Help center',
    description: 'Header link to help',
  },
  navFaq: { id: 'host.nav.faq', defaultMessage: 'FAQ', description: 'Header link to FAQ' },
  navDrive: {
    id: 'host.nav.drive',
    defaultMessage: 'My drive',
    description: 'Header link to the drive',
  },
  signIn: {
    id: 'host.nav.signIn',
    defaultMessage: 'Sign in',
    description: 'Header sign-in button',
  },
  signOut: { id: 'host.nav.signOut', defaultMessage: 'Sign out', description: 'Sign-out button' },
  mainNav: {
    id: 'host.nav.main',
    defaultMessage: 'Main',
    description: 'Main navigation landmark label',
  },
  openMenu: {
    id: 'host.nav.openMenu',
    defaultMessage: 'Open menu',
    description: 'Mobile menu button',
  },
  closeMenu: {
    id: 'host.nav.closeMenu',
    defaultMessage: 'Close menu',
    description: 'Mobile menu close button',
  },
  language: {
    id: 'host.language.label',
    defaultMessage: 'Language',
    description: 'Language menu button label',
  },
  darkMode: { id: 'host.theme.dark', defaultMessage: 'Dark mode', description: 'Dark mode switch' },
  footerProduct: {
    id: 'host.footer.product',
    defaultMessage: 'Product',
    description: 'Footer column title',
  },
  footerSupport: {
    id: 'host.footer.support',
    defaultMessage: 'Support',
    description: 'Footer column title',
  },
  footerLegal: {
    id: 'host.footer.legal',
    defaultMessage: 'Legal',
    description: 'Footer column title',
  },
  mobileApp: {
    id: 'host.footer.mobileApp',
    defaultMessage: 'Mobile app',
    description: 'Footer link',
  },
  desktopApp: {
    id: 'host.footer.desktopApp',
    defaultMessage: 'Desktop app',
    description: 'Footer link',
  },
  tvApp: { id: 'host.footer.tvApp', defaultMessage: 'TV app', description: 'Footer link' },
  browserExtension: {
    id: 'host.footer.browserExtension',
    defaultMessage: 'Browser extension',
    description: 'Footer link',
  },
  contactUs: {
    id: 'host.footer.contactUs',
    defaultMessage: 'Contact us',
    description: 'Footer link',
  },
  userAgreement: {
    id: 'host.footer.userAgreement',
    defaultMessage: 'User agreement',
    description: 'Footer policy link',
  },
  privacyPolicy: {
    id: 'host.footer.privacyPolicy',
    defaultMessage: 'Privacy policy',
    description: 'Footer policy link',
  },
  membershipAgreement: {
    id: 'host.footer.membershipAgreement',
    defaultMessage: 'Membership agreement',
    description: 'Footer policy link',
  },
  antiAbuse: {
    id: 'host.footer.antiAbuse',
    defaultMessage: 'Anti-abuse policy',
    description: 'Footer policy link',
  },
  copyright: {
    id: 'host.footer.copyright',
    defaultMessage: 'Copyright infringement',
    description: 'Footer policy link',
  },
  childSafety: {
    id: 'host.footer.childSafety',
    defaultMessage: 'Child safety',
    description: 'Footer policy link',
  },
  rights: {
    id: 'host.footer.rights',
    defaultMessage: '© {year} Cumulus. All rights reserved.',
    description: 'Footer copyright line',
  },
  driveAll: {
    id: 'host.drive.all',
    defaultMessage: 'All files',
    description: 'Drive sidebar link',
  },
  driveRecent: {
    id: 'host.drive.recent',
    defaultMessage: 'Recent',
    description: 'Drive sidebar link',
  },
  driveTrash: {
    id: 'host.drive.trash',
    defaultMessage: 'Trash',
    description: 'Drive sidebar link',
  },
  driveAccount: {
    id: 'host.drive.account',
    defaultMessage: 'Account',
    description: 'Drive sidebar link',
  },
  drivePayment: {
    id: 'host.drive.payment',
    defaultMessage: 'Upgrade',
    description: 'Drive sidebar link',
  },
  driveReferral: {
    id: 'host.drive.referral',
    defaultMessage: 'Invite friends',
    description: 'Drive sidebar link',
  },
  driveNav: {
    id: 'host.drive.nav',
    defaultMessage: 'Drive',
    description: 'Drive navigation landmark label',
  },
  policyNav: {
    id: 'host.policy.nav',
    defaultMessage: 'Policies',
    description: 'Policy navigation landmark label',
  },
  policyUpdate: {
    id: 'host.policy.update',
    defaultMessage: 'Policy updates',
    description: 'Policy nav link',
  },
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
  registryError: {
    id: 'host.registry.error',
    defaultMessage: 'The site configuration could not be loaded.',
    description: 'Shown when registry.json fails',
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
  loginGateTitle: {
    id: 'host.loginGate.title',
    defaultMessage: 'Sign in to open your drive',
    description: 'Heading shown on drive pages when signed out',
  },
  loginGateBody: {
    id: 'host.loginGate.body',
    defaultMessage: 'Your files, shares and tasks are waiting for you after you sign in.',
    description: 'Text shown on drive pages when signed out',
  },
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
  driveFeedback: {
    id: 'host.drive.feedback',
    defaultMessage: 'Feedback',
    description: 'Drive sidebar link to the feedback page',
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
  loadingLabel: {
    id: 'host.loading.label',
    defaultMessage: 'Loading',
    description: 'Accessible name of a progress indicator',
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
  newerBuild: {
    id: 'host.newerBuild.text',
    defaultMessage: 'A newer version of Cumulus is available.',
    description: 'Notice when a newer build of the site is live',
  },
  newerBuildReload: {
    id: 'host.newerBuild.reload',
    defaultMessage: 'Reload',
    description: 'Reload the page to get the newer build',
  },
  newerBuildLater: {
    id: 'host.newerBuild.later',
    defaultMessage: 'Later',
    description: 'Dismiss the newer-build notice',
  },
  debugButton: {
    id: 'host.debug.button',
    defaultMessage: 'Debug',
    description: 'Floating button that opens the debug console (developers only)',
  },
});
