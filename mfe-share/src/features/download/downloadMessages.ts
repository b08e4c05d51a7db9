import { defineMessages } from 'react-intl';

/** Downloads of a share that allows them (ours, issue 30). */
export const downloadMessages = defineMessages({
  download: {
    id: 'share.download.file',
    defaultMessage: 'Download',
    description: 'Link that downloads one file of the share',
  },
  zipSelected: {
    id: 'share.download.zipSelected',
    defaultMessage: 'Download as zip',
    description: 'Selection bar button: the selected items as one zip file',
  },
  zipAll: {
    id: 'share.download.zipAll',
    defaultMessage: 'Download all',
    description: 'Selection bar button with nothing selected: everything in this folder as one zip',
  },
  preparing: {
    id: 'share.download.preparing',
    defaultMessage: 'Preparing your zip…',
    description: 'While the API prepares the zip link',
  },
  started: {
    id: 'share.download.started',
    defaultMessage:
      'Your download has started: {name} ({count, plural, one {# file} other {# files}}, {size}).',
    description: 'The zip is downloading; {name} is the zip file name, {size} its formatted size',
  },
  tooLarge: {
    id: 'share.download.tooLarge',
    defaultMessage: 'This selection is too large to download as one zip.',
    description:
      'Zip refused by the API (out_of_range); the API’s own message with its limit follows',
  },
  tooLargeHint: {
    id: 'share.download.tooLargeHint',
    defaultMessage: 'Select fewer files, or download them in several parts.',
    description: 'Advice after the zip size limit message',
  },
  failed: {
    id: 'share.download.failed',
    defaultMessage: 'The download did not start.',
    description: 'Zip request failed; the reason follows',
  },
  notAllowed: {
    id: 'share.download.notAllowed',
    defaultMessage: 'The owner of this share does not allow downloads any more.',
    description: 'Download refused by the API (permission_denied)',
  },
  close: {
    id: 'share.download.close',
    defaultMessage: 'Close',
    description: 'Dismiss the download message',
  },
});
