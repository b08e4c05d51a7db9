import { defineMessages } from 'react-intl';

export const uploadMessages = defineMessages({
  files: { id: 'drive.upload.files', defaultMessage: 'Upload files', description: 'Menu item' },
  folder: {
    id: 'drive.upload.folder',
    defaultMessage: 'Upload a folder',
    description: 'Menu item',
  },
  panel: { id: 'drive.upload.panel', defaultMessage: 'Uploads', description: 'Panel label' },
  uploading: {
    id: 'drive.upload.uploading',
    defaultMessage: 'Uploading {count, plural, one {# file} other {# files}}',
    description: 'Panel title while uploading',
  },
  finished: {
    id: 'drive.upload.finished',
    defaultMessage: '{count, plural, one {# upload} other {# uploads}} finished',
    description: 'Panel title when done',
  },
  total: {
    id: 'drive.upload.total',
    defaultMessage: '{sent} of {total} ({percent}%)',
    description: 'Total progress',
  },
  totalLabel: {
    id: 'drive.upload.totalLabel',
    defaultMessage: 'Total progress',
    description: 'Bar label',
  },
  fileLabel: {
    id: 'drive.upload.fileLabel',
    defaultMessage: 'Upload progress of {name}',
    description: 'Bar label',
  },
  queued: { id: 'drive.upload.queued', defaultMessage: 'Waiting', description: 'State' },
  done: { id: 'drive.upload.done', defaultMessage: 'Uploaded', description: 'State' },
  cancelled: { id: 'drive.upload.cancelled', defaultMessage: 'Cancelled', description: 'State' },
  failedNetwork: {
    id: 'drive.upload.failedNetwork',
    defaultMessage: 'The connection was lost. Retry to continue where it stopped.',
    description: 'State',
  },
  failedSpace: {
    id: 'drive.upload.failedSpace',
    defaultMessage: 'Not enough space in your drive. Free up space or get more storage.',
    description: 'file_space_not_enough',
  },
  failedOther: {
    id: 'drive.upload.failedOther',
    defaultMessage: 'This file could not be uploaded.',
    description: 'State',
  },
  cancel: {
    id: 'drive.upload.cancel',
    defaultMessage: 'Cancel upload of {name}',
    description: 'Button',
  },
  retry: {
    id: 'drive.upload.retry',
    defaultMessage: 'Retry upload of {name}',
    description: 'Button',
  },
  cancelAll: { id: 'drive.upload.cancelAll', defaultMessage: 'Cancel all', description: 'Button' },
  close: { id: 'drive.upload.close', defaultMessage: 'Close uploads', description: 'Button' },
  collapse: { id: 'drive.upload.collapse', defaultMessage: 'Hide details', description: 'Button' },
  expand: { id: 'drive.upload.expand', defaultMessage: 'Show details', description: 'Button' },
});
