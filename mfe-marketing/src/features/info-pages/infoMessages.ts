import { defineMessages } from 'react-intl';

/** Titles and intros of the marketing pages that are not the home page. */
export const infoMessages = defineMessages({
  'browser-extension.title': {
    id: 'marketing.browserExtension.title',
    defaultMessage: 'Cumulus for your browser',
    description: 'Page title',
  },
  'browser-extension.intro': {
    id: 'marketing.browserExtension.intro',
    defaultMessage:
      'Save links and shared files to your drive in one click, right from the page you are on.',
    description: 'Page intro',
  },
  'contact-us.title': {
    id: 'marketing.contactUs.title',
    defaultMessage: 'Contact us',
    description: 'Page title',
  },
  'contact-us.intro': {
    id: 'marketing.contactUs.intro',
    defaultMessage:
      'Questions about your account, billing or a share link? Our support team answers every message.',
    description: 'Page intro',
  },
  'desktop-app.title': {
    id: 'marketing.desktopApp.title',
    defaultMessage: 'Cumulus for Windows and Mac',
    description: 'Page title',
  },
  'desktop-app.intro': {
    id: 'marketing.desktopApp.intro',
    defaultMessage: 'Fast transfers, background saving and your whole drive in a desktop window.',
    description: 'Page intro',
  },
  'mobile-app.title': {
    id: 'marketing.mobileApp.title',
    defaultMessage: 'Cumulus for iPhone and Android',
    description: 'Page title',
  },
  'mobile-app.intro': {
    id: 'marketing.mobileApp.intro',
    defaultMessage:
      'Your files, videos and shares in your pocket, with online playback and offline saving.',
    description: 'Page intro',
  },
  'help.title': {
    id: 'marketing.help.title',
    defaultMessage: 'How to save shared files',
    description: 'Page title',
  },
  'help.intro': {
    id: 'marketing.help.intro',
    defaultMessage:
      'Copy a link, share from another app, or send it to our Telegram bot: three ways to save anything to your drive.',
    description: 'Page intro',
  },
  'faq.title': {
    id: 'marketing.faq.title',
    defaultMessage: 'Frequently asked questions',
    description: 'Page title',
  },
  'faq.intro': {
    id: 'marketing.faq.intro',
    defaultMessage: 'Quick answers about storage, sharing, premium and your account.',
    description: 'Page intro',
  },
  'help-center.title': {
    id: 'marketing.helpCenter.title',
    defaultMessage: 'Help center',
    description: 'Page title',
  },
  'help-center.intro': {
    id: 'marketing.helpCenter.intro',
    defaultMessage: 'Guides for every app and every feature, step by step.',
    description: 'Page intro',
  },
  'install-apk-troubleshooting.title': {
    id: 'marketing.apk.title',
    defaultMessage: 'Trouble installing the Android app?',
    description: 'Page title',
  },
  'install-apk-troubleshooting.intro': {
    id: 'marketing.apk.intro',
    defaultMessage:
      'Allow installs from your browser, check free space, then open the downloaded file again.',
    description: 'Page intro',
  },
  'tv.title': {
    id: 'marketing.tv.title',
    defaultMessage: 'Cumulus on your TV',
    description: 'Page title',
  },
  'tv.intro': {
    id: 'marketing.tv.intro',
    defaultMessage: 'Watch the videos in your drive on the big screen.',
    description: 'Page intro',
  },
  'tv-help.title': {
    id: 'marketing.tvHelp.title',
    defaultMessage: 'Setting up the TV app',
    description: 'Page title',
  },
  'tv-help.intro': {
    id: 'marketing.tvHelp.intro',
    defaultMessage:
      'Install the app on your Android TV, then sign in by scanning the code with your phone.',
    description: 'Page intro',
  },
  'unsubscribe.title': {
    id: 'marketing.unsubscribe.title',
    defaultMessage: 'Email preferences',
    description: 'Page title',
  },
  'unsubscribe.intro': {
    id: 'marketing.unsubscribe.intro',
    defaultMessage: 'Choose which emails you want to receive from Cumulus.',
    description: 'Page intro',
  },
  'test.title': {
    id: 'marketing.test.title',
    defaultMessage: 'Test page',
    description: 'Page title',
  },
  'test.intro': {
    id: 'marketing.test.intro',
    defaultMessage: 'A page for checking that the site works.',
    description: 'Page intro',
  },
  'policy.title': {
    id: 'marketing.policy.title',
    defaultMessage: 'Policies',
    description: 'Page title',
  },
  'policy.intro': {
    id: 'marketing.policy.intro',
    defaultMessage: 'The rules that govern the use of Cumulus and how we handle your data.',
    description: 'Page intro',
  },
  'policy-doc.title': {
    id: 'marketing.policyDoc.title',
    defaultMessage: 'Policy document',
    description: 'Page title',
  },
  'policy-doc.intro': {
    id: 'marketing.policyDoc.intro',
    defaultMessage: 'The full text of this policy.',
    description: 'Page intro',
  },
});
