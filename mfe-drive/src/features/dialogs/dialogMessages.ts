import { defineMessages } from 'react-intl';

export const dialogMessages = defineMessages({
  newFolderTitle: {
    id: 'drive.dialog.newFolder.title',
    defaultMessage: 'New folder',
    description: 'Dialog title',
  },
  create: { id: 'drive.dialog.create', defaultMessage: 'Create', description: 'Button' },
  folderName: {
    id: 'drive.dialog.folderName',
    defaultMessage: 'Folder name',
    description: 'Field label',
  },
  untitledFolder: {
    id: 'drive.dialog.untitledFolder',
    defaultMessage: 'New folder',
    description: 'Default name of a new folder',
  },
  renameTitle: {
    id: 'drive.dialog.rename.title',
    defaultMessage: 'Rename “{name}”',
    description: 'Dialog title',
  },
  newName: { id: 'drive.dialog.newName', defaultMessage: 'New name', description: 'Field label' },
  save: { id: 'drive.dialog.save', defaultMessage: 'Save', description: 'Button' },
  nameEmpty: {
    id: 'drive.dialog.nameEmpty',
    defaultMessage: 'Enter a name.',
    description: 'Validation',
  },
  nameInvalid: {
    id: 'drive.dialog.nameInvalid',
    defaultMessage: 'A name cannot contain / or \\, and cannot be . or ..',
    description: 'Validation',
  },
  nameTooLong: {
    id: 'drive.dialog.nameTooLong',
    defaultMessage: 'A name can have at most 255 characters.',
    description: 'Validation',
  },
  moveTitle: {
    id: 'drive.dialog.move.title',
    defaultMessage: 'Move {count, plural, one {# item} other {# items}} to…',
    description: 'Dialog title',
  },
  copyTitle: {
    id: 'drive.dialog.copy.title',
    defaultMessage: 'Copy {count, plural, one {# item} other {# items}} to…',
    description: 'Dialog title',
  },
  moveHere: { id: 'drive.dialog.moveHere', defaultMessage: 'Move here', description: 'Button' },
  copyHere: { id: 'drive.dialog.copyHere', defaultMessage: 'Copy here', description: 'Button' },
  pickerHere: {
    id: 'drive.dialog.pickerHere',
    defaultMessage: 'The items are already in this folder. Choose another one.',
    description: 'Move dialog: the folder shown is where the items already are',
  },
  pickerLabel: {
    id: 'drive.dialog.picker',
    defaultMessage: 'Folders in {folder}',
    description: 'Folder picker list label',
  },
  pickerEmpty: {
    id: 'drive.dialog.pickerEmpty',
    defaultMessage: 'No folders here.',
    description: 'Folder picker, no sub-folders',
  },
  pickerUp: {
    id: 'drive.dialog.pickerUp',
    defaultMessage: 'Back to {folder}',
    description: 'Folder picker button',
  },
  pickerDestination: {
    id: 'drive.dialog.pickerDestination',
    defaultMessage: 'Destination: {folder}',
    description: 'Folder picker current choice',
  },
  pickerSelf: {
    id: 'drive.dialog.pickerSelf',
    defaultMessage: 'A folder cannot go into itself.',
    description: 'Folder picker refusal',
  },
  pickerFailed: {
    id: 'drive.dialog.pickerFailed',
    defaultMessage: 'Folders could not be loaded. {reason}',
    description: 'Folder picker error',
  },
  deleteForeverTitle: {
    id: 'drive.dialog.deleteForever.title',
    defaultMessage: 'Delete {count, plural, one {# item} other {# items}} forever?',
    description: 'Dialog title',
  },
  deleteForeverBody: {
    id: 'drive.dialog.deleteForever.body',
    defaultMessage: 'They cannot be restored afterwards.',
    description: 'Dialog body',
  },
  emptyTrashTitle: {
    id: 'drive.dialog.emptyTrash.title',
    defaultMessage: 'Empty the trash?',
    description: 'Dialog title',
  },
  emptyTrashBody: {
    id: 'drive.dialog.emptyTrash.body',
    defaultMessage:
      'All {count, plural, one {# item} other {# items}} in the trash will be deleted forever. This cannot be undone.',
    description: 'Dialog body',
  },
});
