import { defineMessages } from 'react-intl';

export const helpCenterMessages = defineMessages({
  title: {
    id: 'marketing.helpCenter.title',
    defaultMessage: 'Help center',
    description: 'Page title',
  },
  intro: {
    id: 'marketing.helpCenter.intro',
    defaultMessage: 'Guides for every app and every feature, step by step.',
    description: 'Page intro',
  },
  breadcrumb: {
    id: 'marketing.helpCenter.breadcrumb',
    defaultMessage: 'Breadcrumb',
    description: 'Accessible name of the breadcrumb navigation',
  },
  otherTopics: {
    id: 'marketing.helpCenter.otherTopics',
    defaultMessage: 'Other topics',
    description: 'Heading of the links to the other help-center categories',
  },
  notFoundTitle: {
    id: 'marketing.helpCenter.notFoundTitle',
    defaultMessage: 'We could not find that article',
    description: 'Heading when the help-center path is unknown',
  },
  notFoundBody: {
    id: 'marketing.helpCenter.notFoundBody',
    defaultMessage: 'It may have moved. Pick a topic below instead.',
    description: 'Text when the help-center path is unknown',
  },
  catGettingStarted: {
    id: 'marketing.helpCenter.catGettingStarted',
    defaultMessage: 'Getting started',
    description: 'Help-center category',
  },
  catSharing: {
    id: 'marketing.helpCenter.catSharing',
    defaultMessage: 'Sharing',
    description: 'Help-center category',
  },
  catAccount: {
    id: 'marketing.helpCenter.catAccount',
    defaultMessage: 'Account and premium',
    description: 'Help-center category',
  },
  installTitle: {
    id: 'marketing.helpCenter.installTitle',
    defaultMessage: 'Install the Cumulus apps',
    description: 'Article title',
  },
  installSummary: {
    id: 'marketing.helpCenter.installSummary',
    defaultMessage: 'Where to get Cumulus for each platform and how to install it.',
    description: 'Article summary',
  },
  installIos: {
    id: 'marketing.helpCenter.installIos',
    defaultMessage: 'Search for Cumulus in the App Store on your iPhone or iPad and tap Get.',
    description: 'Install section (iOS)',
  },
  installPlay: {
    id: 'marketing.helpCenter.installPlay',
    defaultMessage:
      'Search for Cumulus in Google Play and tap Install. Updates arrive by themselves.',
    description: 'Install section (Google Play)',
  },
  installApk: {
    id: 'marketing.helpCenter.installApk',
    defaultMessage:
      'Without Google Play, install the APK file from the Cumulus app page on your phone, then allow installs from your browser when Android asks.',
    description: 'Install section (Android APK)',
  },
  installWindows: {
    id: 'marketing.helpCenter.installWindows',
    defaultMessage:
      'Run the Windows installer and follow the steps. Windows 10 or later is needed.',
    description: 'Install section (Windows)',
  },
  installMac: {
    id: 'marketing.helpCenter.installMac',
    defaultMessage:
      'Pick the build for your chip (Apple Silicon or Intel), open the disk image and drag Cumulus to Applications. macOS 11 or later is needed.',
    description: 'Install section (Mac)',
  },
  installTv: {
    id: 'marketing.helpCenter.installTv',
    defaultMessage: 'Install the TV APK on an Android TV and sign in by scanning the code.',
    description: 'Install section (TV)',
  },
  installExt: {
    id: 'marketing.helpCenter.installExt',
    defaultMessage: 'Add the extension from your browser’s extension store and pin it.',
    description: 'Install section (browser extension)',
  },
  saveTitle: {
    id: 'marketing.helpCenter.saveTitle',
    defaultMessage: 'Save shared files to your drive',
    description: 'Article title',
  },
  saveSummary: {
    id: 'marketing.helpCenter.saveSummary',
    defaultMessage: 'Keep a copy of what others share with you.',
    description: 'Article summary',
  },
  saveBody1: {
    id: 'marketing.helpCenter.saveBody1',
    defaultMessage:
      'Open the share link, enter the passcode if there is one, select files or folders and choose Save to my drive.',
    description: 'Article paragraph',
  },
  saveBody2: {
    id: 'marketing.helpCenter.saveBody2',
    defaultMessage:
      'Large shares keep saving in the background. Check the progress in your task list.',
    description: 'Article paragraph',
  },
  linksTitle: {
    id: 'marketing.helpCenter.linksTitle',
    defaultMessage: 'Create and manage share links',
    description: 'Article title',
  },
  linksSummary: {
    id: 'marketing.helpCenter.linksSummary',
    defaultMessage: 'Share files with a link, a passcode and an expiry date.',
    description: 'Article summary',
  },
  linksBody1: {
    id: 'marketing.helpCenter.linksBody1',
    defaultMessage:
      'Select files in your drive and choose Share. Add a passcode and pick how long the link works.',
    description: 'Article paragraph',
  },
  linksBody2: {
    id: 'marketing.helpCenter.linksBody2',
    defaultMessage:
      'Your links are listed under Shared. Withdraw one at any time; it stops working at once.',
    description: 'Article paragraph',
  },
  premiumTitle: {
    id: 'marketing.helpCenter.premiumTitle',
    defaultMessage: 'Premium plans and billing',
    description: 'Article title',
  },
  premiumSummary: {
    id: 'marketing.helpCenter.premiumSummary',
    defaultMessage: 'What premium includes, how to pay and how to cancel.',
    description: 'Article summary',
  },
  premiumBody1: {
    id: 'marketing.helpCenter.premiumBody1',
    defaultMessage:
      'Premium adds storage and transfer quota and faster saving. Buy it in the app or on the payment page of the web drive.',
    description: 'Article paragraph',
  },
  premiumBody2: {
    id: 'marketing.helpCenter.premiumBody2',
    defaultMessage:
      'Subscriptions renew until you cancel. Cancel where you paid; premium stays until the paid period ends.',
    description: 'Article paragraph',
  },
});
