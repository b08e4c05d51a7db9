import { defineMessages } from 'react-intl';

export const faqMessages = defineMessages({
  title: {
    id: 'marketing.faq.title',
    defaultMessage: 'Frequently asked questions',
    description: 'Page title',
  },
  intro: {
    id: 'marketing.faq.intro',
    defaultMessage: 'Quick answers about storage, sharing, premium and your account.',
    description: 'Page intro',
  },
  q1: {
    id: 'marketing.faq.q1',
    defaultMessage: 'How much storage do I get for free?',
    description: 'FAQ question',
  },
  a1: {
    id: 'marketing.faq.a1',
    defaultMessage:
      'Every account starts with free storage. Your current quota and usage are shown in Account; premium and storage add-ons raise it.',
    description: 'FAQ answer',
  },
  q2: {
    id: 'marketing.faq.q2',
    defaultMessage: 'A share link asks for a passcode. Where do I find it?',
    description: 'FAQ question',
  },
  a2: {
    id: 'marketing.faq.a2',
    defaultMessage:
      'The person who shared the link sets the passcode. Ask them for it; we cannot see or reset it.',
    description: 'FAQ answer',
  },
  q3: {
    id: 'marketing.faq.q3',
    defaultMessage: 'Why does a share say it has expired?',
    description: 'FAQ question',
  },
  a3: {
    id: 'marketing.faq.a3',
    defaultMessage:
      'Owners can give a link an expiry date or withdraw it at any time. Ask the owner for a new link.',
    description: 'FAQ answer',
  },
  q4: {
    id: 'marketing.faq.q4',
    defaultMessage: 'What does premium add?',
    description: 'FAQ question',
  },
  a4: {
    id: 'marketing.faq.a4',
    defaultMessage:
      'More storage and transfer quota, faster saving of large shares and playback in higher quality.',
    description: 'FAQ answer',
  },
  q5: {
    id: 'marketing.faq.q5',
    defaultMessage: 'How do I cancel my subscription?',
    description: 'FAQ question',
  },
  a5: {
    id: 'marketing.faq.a5',
    defaultMessage:
      'Cancel in the store you paid through (App Store, Google Play) or in Account on the web. Premium stays active until the end of the paid period.',
    description: 'FAQ answer',
  },
  q6: {
    id: 'marketing.faq.q6',
    defaultMessage: 'Are deleted files gone for good?',
    description: 'FAQ question',
  },
  a6: {
    id: 'marketing.faq.a6',
    defaultMessage:
      'Deleted files go to Trash first, where you can restore them until Trash is emptied.',
    description: 'FAQ answer',
  },
  moreHelp: {
    id: 'marketing.faq.moreHelp',
    defaultMessage: 'Did not find your answer? Contact us',
    description: 'Link to the contact page',
  },
});
