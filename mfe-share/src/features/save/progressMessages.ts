import { defineMessages } from 'react-intl';

/**
 * A save's progress and result (RestoreProgress), and the drive's top as a save names it (also in
 * the name question): the save's own chunks.
 */
export const progressMessages = defineMessages({
  login: {
    id: 'share.save.login',
    defaultMessage: 'Sign in to save. Your files will be saved right after you sign in.',
    description: 'Shown while the sign-in dialog is open (SHOW_LOGIN_DIALOG)',
  },
  starting: {
    id: 'share.save.starting',
    defaultMessage: 'Saving {count, plural, one {# item} other {# items}} to your drive…',
    description: 'Save started',
  },
  progressLabel: {
    id: 'share.save.progressLabel',
    defaultMessage: 'Saving progress',
    description: 'Accessible name of the progress bar',
  },
  done: {
    id: 'share.save.done',
    defaultMessage: 'Saved to your drive.',
    description: 'Save complete',
  },
  openDrive: {
    id: 'share.save.openDrive',
    defaultMessage: 'Open in my drive',
    description: 'Button after a save',
  },
  failed: {
    id: 'share.save.failed',
    defaultMessage: 'The files were not saved.',
    description: 'Save failed; the reason follows',
  },
  taskFailed: {
    id: 'share.save.taskFailed',
    defaultMessage: 'Saving stopped before it finished. Please try again.',
    description: 'The restore task ended in error',
  },
  close: {
    id: 'share.save.close',
    defaultMessage: 'Close',
    description: 'Dismiss the save message',
  },
  nothingSaved: {
    id: 'share.save.nothingSaved',
    defaultMessage: 'Nothing was saved: every item is already in “{folder}”.',
    description: 'After Skip in the name question, when every item was already in the folder',
  },
  conflictRoot: {
    id: 'share.save.conflict.root',
    defaultMessage: 'My drive',
    description: 'The name shown for the top of the drive (the destination of a save)',
  },
});
