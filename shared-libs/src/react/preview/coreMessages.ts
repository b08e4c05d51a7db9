import { defineMessages } from 'react-intl';

/**
 * The preview texts its always-downloaded part needs (the wrapper, when the preview's own
 * chunk fails to download); the rest are in previewMessages, downloaded with the preview.
 */
export const coreMessages = defineMessages({
  close: { id: 'kit.preview.close', defaultMessage: 'Close preview', description: 'Button' },
  failed: {
    id: 'kit.preview.failed',
    defaultMessage: 'The preview could not be loaded.',
    description:
      'The file, or the code that shows this kind of file, could not be loaded; an explanation or a Try again button follows',
  },
  retry: {
    id: 'kit.preview.retry',
    defaultMessage: 'Try again',
    description: 'Button after "The preview could not be loaded."',
  },
});
