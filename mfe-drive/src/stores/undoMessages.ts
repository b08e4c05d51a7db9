import { defineMessages } from 'react-intl';

/** Undo from a notice (decision 0031). */
export const undoMessages = defineMessages({
  undo: { id: 'drive.notice.undo', defaultMessage: 'Undo', description: 'Button in a notice' },
  undone: {
    id: 'drive.notice.undone',
    defaultMessage: 'Undone',
    description: 'Notice after Undo worked',
  },
  actionUndo: { id: 'drive.action.undo', defaultMessage: 'Undo', description: 'Verb' },
  actionUpload: { id: 'drive.action.upload', defaultMessage: 'Upload', description: 'Verb' },
  skipped: {
    id: 'drive.notice.skipped',
    defaultMessage: 'Nothing to do: every item was skipped',
    description: 'Notice when every conflicting item was skipped',
  },
});
