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
  driveStarred: {
    id: 'host.drive.starred',
    defaultMessage: 'Starred',
    description: 'Drive sidebar link: the starred items of every folder',
  },
  driveShared: {
    id: 'host.drive.shared',
    defaultMessage: 'Shared',
    description: 'Drive sidebar link: the share links I made',
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
  driveFeedback: {
    id: 'host.drive.feedback',
    defaultMessage: 'Feedback',
    description: 'Drive sidebar link to the feedback page',
  },
  loadingLabel: {
    id: 'host.loading.label',
    defaultMessage: 'Loading',
    description: 'Accessible name of a progress indicator',
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
