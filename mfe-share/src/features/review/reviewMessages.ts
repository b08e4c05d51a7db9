import { defineMessages } from 'react-intl';

export const reviewMessages = defineMessages({
  label: { id: 'share.review.label', defaultMessage: 'Review' },
  intro: {
    id: 'share.review.intro',
    defaultMessage:
      'You are signed in as a reviewer. Send files of this share to the review queue.',
  },
  sendSelected: {
    id: 'share.review.sendSelected',
    defaultMessage:
      'Send {count, plural, one {# selected file} other {# selected files}} to review',
  },
  sendListed: {
    id: 'share.review.sendListed',
    defaultMessage:
      'Send the {count, plural, one {# listed file} other {# listed files}} to review',
  },
  sending: { id: 'share.review.sending', defaultMessage: 'Sending…' },
  sent: {
    id: 'share.review.sent',
    defaultMessage: 'Sent to review (request {id}).',
  },
  failed: {
    id: 'share.review.failed',
    defaultMessage: 'Could not send to review: {reason}',
  },
});
