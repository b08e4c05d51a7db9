import { defineMessages } from 'react-intl';

/**
 * Share-link messages the drive's root needs (the selection bar, the preview, the zip notices,
 * the Shared section's outcomes): small, since the root is in the exposed chunk. The dialog's
 * and the section's own texts are in features/share-links/linkMessages.ts.
 */
export const shareLinkMessages = defineMessages({
  actionShare: {
    id: 'drive.share.action',
    defaultMessage: 'Share link',
    description: 'Button: make a share link of the selected files and folders',
  },
  updated: { id: 'drive.shared.updated', defaultMessage: 'Link updated.', description: 'Status' },
  ended: {
    id: 'drive.shared.ended',
    defaultMessage: 'The link has ended: visitors now see it as expired.',
    description: 'Status',
  },
  revoked: { id: 'drive.shared.revoked', defaultMessage: 'Link revoked.', description: 'Status' },
  actionFailed: {
    id: 'drive.shared.actionFailed',
    defaultMessage: 'Not done: {reason}',
    description: 'Status when a change was refused',
  },
  zipStarted: {
    id: 'drive.zip.started',
    defaultMessage: 'Downloading “{name}” ({count, plural, one {# file} other {# files}}).',
    description: 'Notice when a zip download starts; name is the zip file name',
  },
  zipFailed: {
    id: 'drive.zip.failed',
    defaultMessage: 'The zip was not made: {reason}',
    description: 'Notice when the server refused the zip (too big, ...)',
  },
  zipTooMany: {
    id: 'drive.zip.tooMany',
    defaultMessage:
      'At most {max} items go in one zip at a time. Select fewer, or download their folder.',
    description: 'Notice',
  },
});
