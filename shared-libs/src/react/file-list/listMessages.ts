import { defineMessages } from 'react-intl';

/** The file list's own texts (the kit's: every list of files says them the same way). */
export const listMessages = defineMessages({
  label: {
    id: 'kit.list.label',
    defaultMessage: 'Files in {folder}',
    description: 'Accessible name of a file list; {folder} is the folder, view or share name',
  },
  colName: { id: 'kit.list.colName', defaultMessage: 'Name', description: 'List column' },
  colSize: { id: 'kit.list.colSize', defaultMessage: 'Size', description: 'List column' },
  colModified: {
    id: 'kit.list.colModified',
    defaultMessage: 'Modified',
    description: 'List column',
  },
  folder: {
    id: 'kit.list.folder',
    defaultMessage: 'Folder',
    description: 'Size column (or a tile’s line) of a folder',
  },
  starred: {
    id: 'kit.list.starred',
    defaultMessage: 'Starred',
    description: 'Badge after the name of a starred item',
  },
  loadingRow: {
    id: 'kit.list.loadingRow',
    defaultMessage: 'Loading…',
    description: 'A row of the list whose item is still loading',
  },
});
