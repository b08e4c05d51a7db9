import { defineMessages } from 'react-intl';

/**
 * UI copy of the help center. The articles themselves are long-form content, one JSON file per
 * locale in `content/` (see helpCenterContent.ts), not messages.
 */
export const helpCenterMessages = defineMessages({
  title: {
    id: 'marketing.helpCenter.title',
    defaultMessage: 'Help center',
    description: 'Page title',
  },
  intro: {
    id: 'marketing.helpCenter.intro',
    defaultMessage: 'Step-by-step guides for the Cumulus apps, your drive, sharing and premium.',
    description: 'Page intro',
  },
  breadcrumb: {
    id: 'marketing.helpCenter.breadcrumb',
    defaultMessage: 'Breadcrumb',
    description: 'Accessible name of the breadcrumb navigation',
  },
  topics: {
    id: 'marketing.helpCenter.topics',
    defaultMessage: 'Topics',
    description: 'Accessible name of the list of help-center categories',
  },
  notFoundTitle: {
    id: 'marketing.helpCenter.notFoundTitle',
    defaultMessage: 'We could not find that article',
    description: 'Heading when the help-center path is unknown',
  },
  notFoundBody: {
    id: 'marketing.helpCenter.notFoundBody',
    defaultMessage: 'It may have moved. Search for it or pick a topic below instead.',
    description: 'Text when the help-center path is unknown',
  },
  catGettingStarted: {
    id: 'marketing.helpCenter.catGettingStarted',
    defaultMessage: 'Getting started',
    description: 'Help-center category',
  },
  catFiles: {
    id: 'marketing.helpCenter.catFiles',
    defaultMessage: 'Files and folders',
    description: 'Help-center category',
  },
  catUploads: {
    id: 'marketing.helpCenter.catUploads',
    defaultMessage: 'Uploads and downloads',
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
  catTroubleshooting: {
    id: 'marketing.helpCenter.catTroubleshooting',
    defaultMessage: 'Troubleshooting',
    description: 'Help-center category',
  },
  searchLabel: {
    id: 'marketing.helpCenter.searchLabel',
    defaultMessage: 'Search the help center',
    description: 'Label of the help-center search box',
  },
  searchPlaceholder: {
    id: 'marketing.helpCenter.searchPlaceholder',
    defaultMessage: 'For example: passcode, trash, APK',
    description: 'Placeholder of the help-center search box (example words)',
  },
  resultsTitle: {
    id: 'marketing.helpCenter.resultsTitle',
    defaultMessage: 'Results for “{query}”',
    description: 'Heading above the search results',
  },
  resultsCount: {
    id: 'marketing.helpCenter.resultsCount',
    defaultMessage: '{count, plural, one {# article found} other {# articles found}}',
    description: 'Announced and shown when the search results change',
  },
  noResultsStatus: {
    id: 'marketing.helpCenter.noResultsStatus',
    defaultMessage: 'No articles found',
    description: 'Announced when a search finds nothing',
  },
  noResultsTitle: {
    id: 'marketing.helpCenter.noResultsTitle',
    defaultMessage: 'No articles match “{query}”',
    description: 'Heading when a search finds nothing',
  },
  noResultsBody: {
    id: 'marketing.helpCenter.noResultsBody',
    defaultMessage:
      'Check the spelling, or try other or fewer words. You can also browse the topics, or ask us.',
    description: 'Text when a search finds nothing',
  },
  clearSearch: {
    id: 'marketing.helpCenter.clearSearch',
    defaultMessage: 'Clear search',
    description: 'Button: empties the search box and shows the topics again',
  },
  inCategory: {
    id: 'marketing.helpCenter.inCategory',
    defaultMessage: 'In {category}',
    description: 'Small line of a search result: its category',
  },
  onThisPage: {
    id: 'marketing.helpCenter.onThisPage',
    defaultMessage: 'On this page',
    description: 'Heading of the list of sections of an article',
  },
  moreIn: {
    id: 'marketing.helpCenter.moreIn',
    defaultMessage: 'More in {category}',
    description: 'Heading of the other articles of the same category',
  },
  usefulLinks: {
    id: 'marketing.helpCenter.usefulLinks',
    defaultMessage: 'Useful links',
    description: 'Heading of the links to the pages an article talks about',
  },
  stillNeedHelp: {
    id: 'marketing.helpCenter.stillNeedHelp',
    defaultMessage: 'Still need help?',
    description: 'Text before the contact link at the end of help pages',
  },
  contactUs: {
    id: 'marketing.helpCenter.contactUs',
    defaultMessage: 'Contact us',
    description: 'Link to the contact page',
  },
  loading: {
    id: 'marketing.helpCenter.loading',
    defaultMessage: 'Loading the help articles…',
    description: 'Shown while the articles load',
  },
  loadFailed: {
    id: 'marketing.helpCenter.loadFailed',
    defaultMessage: 'The help articles could not be loaded. Check your connection and try again.',
    description: 'Shown when the articles cannot be loaded',
  },
  retry: {
    id: 'marketing.helpCenter.retry',
    defaultMessage: 'Try again',
    description: 'Button: load the articles again',
  },
  linkMobileApp: {
    id: 'marketing.helpCenter.linkMobileApp',
    defaultMessage: 'Get the app for iPhone and Android',
    description: 'Link to the mobile app page',
  },
  linkDesktopApp: {
    id: 'marketing.helpCenter.linkDesktopApp',
    defaultMessage: 'Get the app for Windows and Mac',
    description: 'Link to the desktop app page',
  },
  linkTvApp: {
    id: 'marketing.helpCenter.linkTvApp',
    defaultMessage: 'Get the TV app',
    description: 'Link to the TV app page',
  },
  linkExtension: {
    id: 'marketing.helpCenter.linkExtension',
    defaultMessage: 'Get the browser extension',
    description: 'Link to the browser extension page',
  },
  linkDrive: {
    id: 'marketing.helpCenter.linkDrive',
    defaultMessage: 'Open my drive',
    description: 'Link to the drive',
  },
  linkTasks: {
    id: 'marketing.helpCenter.linkTasks',
    defaultMessage: 'Open my tasks',
    description: 'Link to the drive with its tasks panel open',
  },
  linkTrash: {
    id: 'marketing.helpCenter.linkTrash',
    defaultMessage: 'Open the trash',
    description: 'Link to the trash of the drive',
  },
  linkAccount: {
    id: 'marketing.helpCenter.linkAccount',
    defaultMessage: 'Open my account',
    description: 'Link to the account page',
  },
  linkPayment: {
    id: 'marketing.helpCenter.linkPayment',
    defaultMessage: 'See premium and add-ons',
    description: 'Link to the payment page',
  },
  linkStorage: {
    id: 'marketing.helpCenter.linkStorage',
    defaultMessage: 'See my storage',
    description: 'Link to the drive with the storage window open',
  },
  linkTraffic: {
    id: 'marketing.helpCenter.linkTraffic',
    defaultMessage: 'See my download traffic',
    description: 'Link to the drive with the download traffic window open',
  },
  linkRedeem: {
    id: 'marketing.helpCenter.linkRedeem',
    defaultMessage: 'Redeem a code',
    description: 'Link to the drive with the redeem window open',
  },
  linkReferral: {
    id: 'marketing.helpCenter.linkReferral',
    defaultMessage: 'Invite friends',
    description: 'Link to the invite page',
  },
  linkCheckIn: {
    id: 'marketing.helpCenter.linkCheckIn',
    defaultMessage: 'Check in today',
    description: 'Link to the daily check-in page',
  },
  linkSaveElsewhere: {
    id: 'marketing.helpCenter.linkSaveElsewhere',
    defaultMessage: 'Save from other apps and from Telegram',
    description: 'Link to the help page about saving shared files from other apps',
  },
  linkApkChecklist: {
    id: 'marketing.helpCenter.linkApkChecklist',
    defaultMessage: 'APK installation checklist',
    description: 'Link to the APK troubleshooting page',
  },
  linkFaq: {
    id: 'marketing.helpCenter.linkFaq',
    defaultMessage: 'Frequently asked questions',
    description: 'Link to the FAQ page',
  },
  linkUserAgreement: {
    id: 'marketing.helpCenter.linkUserAgreement',
    defaultMessage: 'Read the user agreement',
    description: 'Link to the user agreement',
  },
  linkAntiAbuse: {
    id: 'marketing.helpCenter.linkAntiAbuse',
    defaultMessage: 'Read the anti-abuse policy',
    description: 'Link to the anti-abuse policy',
  },
});
