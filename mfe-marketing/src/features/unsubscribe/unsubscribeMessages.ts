import { defineMessages } from 'react-intl';

export const unsubscribeMessages = defineMessages({
  title: {
    id: 'marketing.unsubscribe.title',
    defaultMessage: 'Email preferences',
    description: 'Page title',
  },
  intro: {
    id: 'marketing.unsubscribe.intro',
    defaultMessage: 'Choose which emails you want to receive from Cumulus.',
    description: 'Page intro',
  },
  withLink: {
    id: 'marketing.unsubscribe.withLink',
    defaultMessage:
      'You opened this page from one of our emails. To stop news and offers, sign in and turn them off in your account settings.',
    description: 'Shown when the page has the d query parameter from an email link',
  },
  withoutLink: {
    id: 'marketing.unsubscribe.withoutLink',
    defaultMessage:
      'This link is incomplete. Use the unsubscribe link at the bottom of any Cumulus email, or change your preferences in your account.',
    description: 'Shown when the d query parameter is missing',
  },
  kindsTitle: {
    id: 'marketing.unsubscribe.kindsTitle',
    defaultMessage: 'The emails we send',
    description: 'Section title',
  },
  kindNews: {
    id: 'marketing.unsubscribe.kindNews',
    defaultMessage: 'News and offers: optional, and you can stop them at any time.',
    description: 'Email kind',
  },
  kindService: {
    id: 'marketing.unsubscribe.kindService',
    defaultMessage: 'Security and billing notices: always sent, because they protect your account.',
    description: 'Email kind',
  },
  account: {
    id: 'marketing.unsubscribe.account',
    defaultMessage: 'Open my account settings',
    description: 'Button to the account page',
  },
  contact: {
    id: 'marketing.unsubscribe.contact',
    defaultMessage: 'Cannot sign in? Contact us',
    description: 'Link to the contact page',
  },
});
