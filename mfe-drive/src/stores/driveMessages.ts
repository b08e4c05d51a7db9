import { defineMessages } from 'react-intl';

/** Messages the drive's stores hand to the UI (notices), formatted where they are shown. */
export const noticeMessages = defineMessages({
  trashed: {
    id: 'drive.notice.trashed',
    defaultMessage: '{count, plural, one {# item} other {# items}} moved to the trash',
    description: 'After delete to trash',
  },
  restored: {
    id: 'drive.notice.restored',
    defaultMessage: '{count, plural, one {# item} other {# items}} restored',
    description: 'After restore from the trash',
  },
  deleted: {
    id: 'drive.notice.deleted',
    defaultMessage: '{count, plural, one {# item} other {# items}} deleted forever',
    description: 'After delete forever',
  },
  trashEmptied: {
    id: 'drive.notice.trashEmptied',
    defaultMessage: 'The trash is empty',
    description: 'After empty trash',
  },
  moved: {
    id: 'drive.notice.moved',
    defaultMessage: '{count, plural, one {# item} other {# items}} moved to {folder}',
    description: 'After move',
  },
  copied: {
    id: 'drive.notice.copied',
    defaultMessage: '{count, plural, one {# item} other {# items}} copied to {folder}',
    description: 'After copy',
  },
  starred: {
    id: 'drive.notice.starred',
    defaultMessage: '{count, plural, one {# item} other {# items}} starred',
    description: 'After star',
  },
  unstarred: {
    id: 'drive.notice.unstarred',
    defaultMessage: 'Star removed from {count, plural, one {# item} other {# items}}',
    description: 'After unstar',
  },
  renamed: {
    id: 'drive.notice.renamed',
    defaultMessage: 'Renamed to {name}',
    description: 'After rename',
  },
  folderCreated: {
    id: 'drive.notice.folderCreated',
    defaultMessage: 'Folder {name} created',
    description: 'After create folder',
  },
  failed: {
    id: 'drive.notice.failed',
    defaultMessage: '{action} failed: {reason} Nothing was changed.',
    description: 'An action failed and was rolled back; reason is a full sentence',
  },
  actionTrash: { id: 'drive.action.trash', defaultMessage: 'Delete', description: 'Verb' },
  actionRestore: { id: 'drive.action.restore', defaultMessage: 'Restore', description: 'Verb' },
  actionDeleteForever: {
    id: 'drive.action.deleteForever',
    defaultMessage: 'Delete forever',
    description: 'Verb',
  },
  actionEmptyTrash: {
    id: 'drive.action.emptyTrash',
    defaultMessage: 'Empty trash',
    description: 'Verb',
  },
  actionMove: { id: 'drive.action.move', defaultMessage: 'Move', description: 'Verb' },
  actionCopy: { id: 'drive.action.copy', defaultMessage: 'Copy', description: 'Verb' },
  actionStar: { id: 'drive.action.star', defaultMessage: 'Star', description: 'Verb' },
  actionUnstar: { id: 'drive.action.unstar', defaultMessage: 'Remove star', description: 'Verb' },
  actionDownload: { id: 'drive.action.download', defaultMessage: 'Download', description: 'Verb' },
  actionRename: { id: 'drive.action.rename', defaultMessage: 'Rename', description: 'Verb' },
  actionNewFolder: {
    id: 'drive.action.newFolder',
    defaultMessage: 'New folder',
    description: 'Verb',
  },
  myDrive: { id: 'drive.myDrive', defaultMessage: 'My drive', description: 'Root folder name' },
});
