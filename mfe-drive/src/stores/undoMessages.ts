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
  replaceFailed: {
    id: 'drive.notice.replaceFailed',
    defaultMessage:
      '{name} was uploaded, but the item it replaces could not be moved to the trash: {reason} Both are in the folder.',
    description:
      'Notice when an upload chosen to Replace an item worked but trashing the old item failed; reason is a full sentence',
  },
  skipped: {
    id: 'drive.notice.skipped',
    defaultMessage: 'Nothing to do: every item was skipped',
    description: 'Notice when every conflicting item was skipped',
  },
});
