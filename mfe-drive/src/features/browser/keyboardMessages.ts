import { defineMessages } from 'react-intl';

/** Keyboard and empty-state texts of the file list (issue 31). */
export const keyboardMessages = defineMessages({
  skipToFiles: {
    id: 'drive.browser.skipToFiles',
    defaultMessage: 'Skip to files',
    description: 'Skip link to the file list',
  },
  emptyUpload: {
    id: 'drive.browser.emptyUpload',
    defaultMessage: 'Upload files',
    description: 'Button in an empty folder',
  },
  emptyNewFolder: {
    id: 'drive.browser.emptyNewFolder',
    defaultMessage: 'New folder',
    description: 'Button in an empty folder',
  },
  moreActions: {
    id: 'drive.browser.moreActions',
    defaultMessage: 'More actions',
    description: 'Button that opens the rest of the selection actions (phones)',
  },
  dropHere: {
    id: 'drive.browser.dropHere',
    defaultMessage: 'Move to {folder}',
    description: 'Shown on a folder while items are dragged over it',
  },
});
