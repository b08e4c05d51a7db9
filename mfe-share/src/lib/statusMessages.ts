import { defineMessages } from 'react-intl';

/** Titles and explanations of every share status (spec §4), also used by save errors. */
export const statusMessages = defineMessages({
  EXPIRED_title: {
    id: 'share.status.expired.title',
    defaultMessage: 'This share has expired',
    description: 'Status page title: the share link expired',
  },
  EXPIRED_body: {
    id: 'share.status.expired.body',
    defaultMessage:
      'The link stopped working on {date}. Ask the person who shared it for a new link.',
    description: 'Status page text; {date} is YY-MM-DD HH:mm',
  },
  EXPIRED_body_nodate: {
    id: 'share.status.expired.bodyNoDate',
    defaultMessage: 'The link is no longer valid. Ask the person who shared it for a new link.',
    description: 'Status page text when the expiry date is unknown',
  },
  DELETED_title: {
    id: 'share.status.deleted.title',
    defaultMessage: 'This share was deleted',
    description: 'Status page title',
  },
  DELETED_body: {
    id: 'share.status.deleted.body',
    defaultMessage:
      'The person who shared these files removed the link. Ask them to share the files again.',
    description: 'Status page text',
  },
  NOT_FOUND_title: {
    id: 'share.status.notFound.title',
    defaultMessage: 'This share does not exist',
    description: 'Status page title',
  },
  NOT_FOUND_body: {
    id: 'share.status.notFound.body',
    defaultMessage: 'Check that the link is complete and typed correctly.',
    description: 'Status page text',
  },
  AUDITING_title: {
    id: 'share.status.auditing.title',
    defaultMessage: 'This share is under review',
    description: 'Status page title',
  },
  AUDITING_body: {
    id: 'share.status.auditing.body',
    defaultMessage: 'The files are being checked. Please come back later.',
    description: 'Status page text',
  },
  SENSITIVE_RESOURCE_title: {
    id: 'share.status.sensitiveResource.title',
    defaultMessage: 'This share cannot be viewed',
    description: 'Status page title',
  },
  SENSITIVE_RESOURCE_body: {
    id: 'share.status.sensitiveResource.body',
    defaultMessage:
      'It contains files that break our rules on sensitive content, so access to it is blocked.',
    description: 'Status page text',
  },
  SENSITIVE_WORD_title: {
    id: 'share.status.sensitiveWord.title',
    defaultMessage: 'This share cannot be viewed',
    description: 'Status page title',
  },
  SENSITIVE_WORD_body: {
    id: 'share.status.sensitiveWord.body',
    defaultMessage:
      'Its title or file names contain words that break our rules, so access to it is blocked.',
    description: 'Status page text',
  },
  PROHIBITED_title: {
    id: 'share.status.prohibited.title',
    defaultMessage: 'This share has been blocked',
    description: 'Status page title',
  },
  PROHIBITED_body: {
    id: 'share.status.prohibited.body',
    defaultMessage: 'It breaks our user agreement and can no longer be opened.',
    description: 'Status page text',
  },
  MAX_RESTORE_COUNT_title: {
    id: 'share.status.maxRestore.title',
    defaultMessage: 'This share reached its save limit',
    description: 'Status page title',
  },
  MAX_RESTORE_COUNT_body: {
    id: 'share.status.maxRestore.body',
    defaultMessage:
      'These files have been saved as many times as the owner allows. Ask them for a new link.',
    description: 'Status page text',
  },
  PASS_CODE_EMPTY_title: {
    id: 'share.status.passcode.title',
    defaultMessage: 'This share needs a passcode',
    description: 'Passcode page title',
  },
  PASS_CODE_ERROR_title: {
    id: 'share.status.passcodeError.title',
    defaultMessage: 'The passcode is wrong',
    description: 'Shown when a save fails because the passcode changed',
  },
  OK_title: {
    id: 'share.status.ok.title',
    defaultMessage: 'Shared files',
    description: 'Fallback title of a readable share',
  },
});
