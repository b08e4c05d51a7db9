import { defineMessages } from 'react-intl';

export const homeMessages = defineMessages({
  pageTitle: {
    id: 'marketing.home.pageTitle',
    defaultMessage: 'Cloud drive for everything you save',
    description: 'Document title of the home page',
  },
  heroTitle: {
    id: 'marketing.home.heroTitle',
    defaultMessage: 'Save anything. Watch it anywhere.',
    description: 'Home hero headline',
  },
  heroBody: {
    id: 'marketing.home.heroBody',
    defaultMessage:
      'Cumulus keeps your files, videos and the links people share with you in one secure cloud drive, on your phone, computer and TV.',
    description: 'Home hero text',
  },
  heroPrimary: {
    id: 'marketing.home.heroPrimary',
    defaultMessage: 'Get the app',
    description: 'Hero primary button',
  },
  heroSecondary: {
    id: 'marketing.home.heroSecondary',
    defaultMessage: 'Open my drive',
    description: 'Hero secondary button',
  },
  heroNote: {
    id: 'marketing.home.heroNote',
    defaultMessage: 'Free to start. No card needed.',
    description: 'Small note under hero buttons',
  },
  downloadsTitle: {
    id: 'marketing.home.downloadsTitle',
    defaultMessage: 'On every device you own',
    description: 'Downloads section title',
  },
  downloadsBody: {
    id: 'marketing.home.downloadsBody',
    defaultMessage: 'Pick your platform. Your drive follows you.',
    description: 'Downloads section text',
  },
  ios: {
    id: 'marketing.home.ios',
    defaultMessage: 'iPhone and iPad',
    description: 'Platform card',
  },
  android: {
    id: 'marketing.home.android',
    defaultMessage: 'Android',
    description: 'Platform card',
  },
  windows: {
    id: 'marketing.home.windows',
    defaultMessage: 'Windows',
    description: 'Platform card',
  },
  mac: {
    id: 'marketing.home.mac',
    defaultMessage: 'Mac (Apple Silicon and Intel)',
    description: 'Platform card',
  },
  tv: { id: 'marketing.home.tv', defaultMessage: 'Android TV', description: 'Platform card' },
  extension: {
    id: 'marketing.home.extension',
    defaultMessage: 'Browser extension',
    description: 'Platform card',
  },
  getIt: {
    id: 'marketing.home.getIt',
    defaultMessage: 'Download',
    description: 'Platform card action',
  },
  featuresTitle: {
    id: 'marketing.home.featuresTitle',
    defaultMessage: 'Why people switch to Cumulus',
    description: 'Features section title',
  },
  f1Title: {
    id: 'marketing.home.f1Title',
    defaultMessage: 'Save shared links in seconds',
    description: 'Feature title',
  },
  f1Body: {
    id: 'marketing.home.f1Body',
    defaultMessage:
      'Open a share link, tap Save, and the files land in your drive, even whole folders.',
    description: 'Feature text',
  },
  f2Title: {
    id: 'marketing.home.f2Title',
    defaultMessage: 'Play videos without downloading',
    description: 'Feature title',
  },
  f2Body: {
    id: 'marketing.home.f2Body',
    defaultMessage: 'Stream straight from the cloud in the quality your connection can carry.',
    description: 'Feature text',
  },
  f3Title: {
    id: 'marketing.home.f3Title',
    defaultMessage: 'Share safely',
    description: 'Feature title',
  },
  f3Body: {
    id: 'marketing.home.f3Body',
    defaultMessage:
      'Protect share links with a passcode and an expiry date. Withdraw them at any time.',
    description: 'Feature text',
  },
  f4Title: {
    id: 'marketing.home.f4Title',
    defaultMessage: 'Room to grow',
    description: 'Feature title',
  },
  f4Body: {
    id: 'marketing.home.f4Body',
    defaultMessage: 'Start free, then add storage and transfer quota when you need it.',
    description: 'Feature text',
  },
  stepsTitle: {
    id: 'marketing.home.stepsTitle',
    defaultMessage: 'Saving takes three steps',
    description: 'Steps section title',
  },
  step1: { id: 'marketing.home.step1', defaultMessage: 'Copy a share link', description: 'Step 1' },
  step2: {
    id: 'marketing.home.step2',
    defaultMessage: 'Open it with Cumulus',
    description: 'Step 2',
  },
  step3: {
    id: 'marketing.home.step3',
    defaultMessage: 'Tap Save to my drive',
    description: 'Step 3',
  },
  stepsHelp: {
    id: 'marketing.home.stepsHelp',
    defaultMessage: 'See all the ways to save',
    description: 'Link to help page',
  },
  bannerTitle: {
    id: 'marketing.home.bannerTitle',
    defaultMessage: 'Your drive is waiting',
    description: 'Bottom banner title',
  },
  bannerCta: {
    id: 'marketing.home.bannerCta',
    defaultMessage: 'Start for free',
    description: 'Bottom banner button',
  },
  offersTitle: {
    id: 'marketing.home.offersTitle',
    defaultMessage: 'Offers right now',
    description: 'Heading of the live campaign banners (titles come from the server)',
  },
  offerCta: {
    id: 'marketing.home.offerCta',
    defaultMessage: 'See the offer',
    description: 'Link text on a campaign banner',
  },
});
