import { defineMessages } from 'react-intl';
import { coreMessages } from './coreMessages';

/** The file preview's texts (kit namespace: every remote that shows a preview shares them). */
export const previewMessages = {
  ...coreMessages,
  ...defineMessages({
    prev: { id: 'kit.preview.prev', defaultMessage: 'Previous file', description: 'Button' },
    next: { id: 'kit.preview.next', defaultMessage: 'Next file', description: 'Button' },
    position: {
      id: 'kit.preview.position',
      defaultMessage: '{index} of {total}',
      description: 'Position of the file shown among the previewable files',
    },
    loading: {
      id: 'kit.preview.loading',
      defaultMessage: 'Loading preview…',
      description: 'Busy',
    },
    unsupportedType: {
      id: 'kit.preview.unsupportedType',
      defaultMessage: 'This type of file cannot be previewed.',
      description: 'Files the preview has no viewer for',
    },
    unsupportedAudio: {
      id: 'kit.preview.unsupportedAudio',
      defaultMessage: 'This file uses EAC3 audio, which cannot be played in the browser.',
      description: 'Video or audio with eac3 audio (spec §5)',
    },
    playFailed: {
      id: 'kit.preview.playFailed',
      defaultMessage: 'This file cannot be played here.',
      description: 'The media element could not play the file, even after refreshing its link',
    },
    showFailed: {
      id: 'kit.preview.showFailed',
      defaultMessage: 'This file cannot be shown here.',
      description: 'An image, text or PDF that could not be read, even after refreshing its link',
    },
    tooLarge: {
      id: 'kit.preview.tooLarge',
      defaultMessage: 'This file is too large to preview ({size}).',
      description: 'PDF over the preview size limit; size is formatted, e.g. "120 MB"',
    },
    empty: {
      id: 'kit.preview.empty',
      defaultMessage: 'This file is empty.',
      description: 'A text file of 0 bytes',
    },
    truncated: {
      id: 'kit.preview.truncated',
      defaultMessage: 'Only the first {shown} of {total} are shown.',
      description: 'Long text file; shown and total are formatted sizes, e.g. "1 MB" and "3.5 MB"',
    },
    quality: {
      id: 'kit.preview.quality',
      defaultMessage: 'Quality',
      description: 'Label of the video rendition select',
    },
    spaceHint: {
      id: 'kit.preview.spaceHint',
      defaultMessage: 'Press Space to play or pause.',
      description: 'Keyboard hint under the audio player',
    },
    pdfPages: {
      id: 'kit.preview.pdfPages',
      defaultMessage: '{count, plural, one {# page} other {# pages}}',
      description: 'Page count of a PDF',
    },
    pdfPage: {
      id: 'kit.preview.pdfPage',
      defaultMessage: 'Page {page} of {count}',
      description: 'Accessible name of one rendered PDF page',
    },
    newTab: {
      id: 'kit.preview.newTab',
      defaultMessage: '(opens in a new tab)',
      description: 'Screen-reader text after each link of a Markdown document',
    },
    sensitiveTitle: {
      id: 'kit.preview.sensitiveTitle',
      defaultMessage: 'This file may contain sensitive content',
      description: 'Cover over sensitive content',
    },
    reveal: {
      id: 'kit.preview.reveal',
      defaultMessage: 'Show it',
      description: 'Button on the sensitive-content cover',
    },
    rememberReveal: {
      id: 'kit.preview.rememberReveal',
      defaultMessage: 'Do not cover sensitive content again',
      description: 'Checkbox on the sensitive-content cover',
    },
  }),
};
