import { defineMessages } from 'react-intl';

/** `/drive/feedback` (issue 32). */
export const feedbackMessages = defineMessages({
  title: { id: 'drive.feedback.title', defaultMessage: 'Feedback', description: 'Page title' },
  intro: {
    id: 'drive.feedback.intro',
    defaultMessage: 'Found a bug or missing a feature? Tell us, we read every message.',
    description: 'Text under the feedback page title',
  },
  category: {
    id: 'drive.feedback.category',
    defaultMessage: 'Topic',
    description: 'Label of the feedback topic list',
  },
  categoryChoose: {
    id: 'drive.feedback.categoryChoose',
    defaultMessage: 'Choose a topic',
    description: 'First, empty entry of the topic list',
  },
  categoryMissing: {
    id: 'drive.feedback.categoryMissing',
    defaultMessage: 'Choose what your message is about.',
    description: 'Error: no topic chosen',
  },
  bug: {
    id: 'drive.feedback.category.bug',
    defaultMessage: 'Something does not work',
    description: 'Feedback topic',
  },
  idea: {
    id: 'drive.feedback.category.idea',
    defaultMessage: 'An idea or a missing feature',
    description: 'Feedback topic',
  },
  account: {
    id: 'drive.feedback.category.account',
    defaultMessage: 'My account or signing in',
    description: 'Feedback topic',
  },
  payment: {
    id: 'drive.feedback.category.payment',
    defaultMessage: 'Premium and payment',
    description: 'Feedback topic',
  },
  other: {
    id: 'drive.feedback.category.other',
    defaultMessage: 'Something else',
    description: 'Feedback topic',
  },
  text: {
    id: 'drive.feedback.text',
    defaultMessage: 'Your message',
    description: 'Label of the feedback text area',
  },
  textHint: {
    id: 'drive.feedback.textHint',
    defaultMessage: '{count} of {max} characters',
    description: 'Counter under the feedback text area',
  },
  textMissing: {
    id: 'drive.feedback.textMissing',
    defaultMessage: 'Write a few words about it.',
    description: 'Error: empty feedback text',
  },
  textTooLong: {
    id: 'drive.feedback.textTooLong',
    defaultMessage: 'Keep it to {max} characters or fewer.',
    description: 'Error: feedback text too long',
  },
  attach: {
    id: 'drive.feedback.attach',
    defaultMessage: 'Attach a file from your drive (optional)',
    description: 'Label of the attachment list',
  },
  attachNone: {
    id: 'drive.feedback.attachNone',
    defaultMessage: 'No file',
    description: 'First entry of the attachment list',
  },
  attachFailed: {
    id: 'drive.feedback.attachFailed',
    defaultMessage: 'Your files could not be listed; you can still send your message.',
    description: 'The drive files for the attachment list could not be loaded',
  },
  send: {
    id: 'drive.feedback.send',
    defaultMessage: 'Send feedback',
    description: 'Submit button',
  },
  sent: {
    id: 'drive.feedback.sent',
    defaultMessage: 'Thank you! We received your message.',
    description: 'Feedback was stored',
  },
});
