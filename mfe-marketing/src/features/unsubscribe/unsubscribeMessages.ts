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
  working: {
    id: 'marketing.unsubscribe.working',
    defaultMessage: 'Unsubscribing you…',
    description: 'While the unsubscribe link is being applied',
  },
  done: {
    id: 'marketing.unsubscribe.done',
    defaultMessage: 'Done: {email} will no longer receive {kind}.',
    description: 'After unsubscribing; kind is e.g. "news and offers"',
  },
  already: {
    id: 'marketing.unsubscribe.already',
    defaultMessage: '{email} was already unsubscribed from {kind}. Nothing has changed.',
    description: 'The link was used before',
  },
  invalid: {
    id: 'marketing.unsubscribe.invalid',
    defaultMessage:
      'This unsubscribe link is not valid. Use the link at the bottom of any Cumulus email, or change your preferences in your account.',
    description: 'The d parameter is unknown',
  },
  failed: {
    id: 'marketing.unsubscribe.failed',
    defaultMessage:
      'We could not reach Cumulus to unsubscribe you. Check your connection and try again.',
    description: 'Network or server error',
  },
  retry: {
    id: 'marketing.unsubscribe.retry',
    defaultMessage: 'Try again',
    description: 'Button after a failure',
  },
  sceneMarketing: {
    id: 'marketing.unsubscribe.sceneMarketing',
    defaultMessage: 'news and offers',
    description: 'Kind of email (scene marketing), used inside a sentence',
  },
  sceneNewsletter: {
    id: 'marketing.unsubscribe.sceneNewsletter',
    defaultMessage: 'the newsletter',
    description: 'Kind of email (scene newsletter), used inside a sentence',
  },
  sceneOther: {
    id: 'marketing.unsubscribe.sceneOther',
    defaultMessage: 'these emails',
    description: 'Kind of email we have no name for, used inside a sentence',
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
