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
  cancelledPart: {
    id: 'drive.upload.cancelledPart',
    defaultMessage: '{count, plural, one {# upload cancelled} other {# uploads cancelled}}',
    description: 'Panel title part when nothing runs: uploads the person cancelled',
  },
  failedPart: {
    id: 'drive.upload.failedPart',
    defaultMessage: '{count, plural, one {# upload failed} other {# uploads failed}}',
    description: 'Panel title part when nothing runs: uploads that failed',
  },
  interruptedTitle: {
    id: 'drive.upload.interruptedTitle',
    defaultMessage: '{count, plural, one {# interrupted upload} other {# interrupted uploads}}',
    description: 'Panel title and list heading: uploads an earlier page left unfinished',
  },
  interruptedHelp: {
    id: 'drive.upload.interruptedHelp',
    defaultMessage:
      'These uploads stopped when the page was closed or reloaded. Pick the same file again to continue from where it stopped.',
    description: 'Under the interrupted uploads heading',
  },
  interruptedLabel: {
    id: 'drive.upload.interruptedLabel',
    defaultMessage: 'How far the upload of {name} got',
    description: 'Progress bar label of an interrupted upload',
  },
  resume: {
    id: 'drive.upload.resume',
    defaultMessage: 'Resume',
    description: 'Button: pick the file again to continue an interrupted upload',
  },
  resumeLabel: {
    id: 'drive.upload.resumeLabel',
    defaultMessage: 'Resume upload of {name}',
    description: 'Accessible name of the Resume button',
  },
  discard: {
    id: 'drive.upload.discard',
    defaultMessage: 'Discard',
    description: 'Button: forget an interrupted upload',
  },
  discardLabel: {
    id: 'drive.upload.discardLabel',
    defaultMessage: 'Discard upload of {name}',
    description: 'Accessible name of the Discard button',
  },
  mismatch: {
    id: 'drive.upload.mismatch',
    defaultMessage:
      'This is not the file that was being uploaded. Pick “{name}” ({size}), unchanged since the upload started.',
    description: 'When the file picked to resume is another file or was changed',
  },
  speed: {
    id: 'drive.upload.speed',
    defaultMessage: '{speed}, {time} left',
    description: 'Upload speed and time left, e.g. "1.2 MB/s, 3 minutes left"',
  },
  speedOnly: {
    id: 'drive.upload.speedOnly',
    defaultMessage: '{speed}',
    description: 'Upload speed alone (time left not known yet), e.g. "1.2 MB/s"',
  },
  measuring: {
    id: 'drive.upload.measuring',
    defaultMessage: 'Measuring speed…',
    description: 'Before the first speed figure of an upload',
  },
  fileProgress: {
    id: 'drive.upload.fileProgress',
    defaultMessage: '{sent} of {total}',
    description: 'Bytes sent of one file, e.g. "12 MB of 30 MB"',
  },
  dropHere: {
    id: 'drive.drop',
    defaultMessage: 'Drop files or folders to upload them here',
    description: 'Overlay while dragging files over the drive',
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
