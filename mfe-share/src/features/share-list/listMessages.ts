import { defineMessages } from 'react-intl';

export const listMessages = defineMessages({
  emptyFolder: {
    id: 'share.list.empty',
    defaultMessage: 'This folder is empty.',
    description: 'A readable folder with no items',
  },
  folderMissing: {
    id: 'share.list.folderMissing',
    defaultMessage: 'This folder is not in the share any more.',
    description: 'A deep link to a folder that does not exist',
  },
  backToShare: {
    id: 'share.list.backToShare',
    defaultMessage: 'Back to the shared files',
    description: 'Link to the share root',
  },
  loading: { id: 'share.list.loading', defaultMessage: 'Loading files…', description: 'Busy text' },
  loadingMore: {
    id: 'share.list.loadingMore',
    defaultMessage: 'Loading more files…',
    description: 'Infinite scroll busy text',
  },
  loaded: {
    id: 'share.list.loaded',
    defaultMessage: '{count, plural, one {# item} other {# items}} shown',
    description: 'Count of loaded items',
  },
  allLoaded: {
    id: 'share.list.allLoaded',
    defaultMessage: 'All {count, plural, one {# item} other {# items}} shown',
    description: 'Shown at the end of the list',
  },
  moreFailed: {
    id: 'share.list.moreFailed',
    defaultMessage: 'More files could not be loaded.',
    description: 'Infinite scroll failed',
  },
  loadFailed: {
    id: 'share.list.loadFailed',
    defaultMessage: 'The files could not be loaded.',
    description: 'Folder listing failed',
  },
  retry: { id: 'share.list.retry', defaultMessage: 'Try again', description: 'Retry button' },
  breadcrumb: {
    id: 'share.list.breadcrumb',
    defaultMessage: 'Folder path',
    description: 'Accessible name of the breadcrumb',
  },
  unnamedFolder: {
    id: 'share.list.unnamedFolder',
    defaultMessage: 'Folder',
    description: 'Breadcrumb label while a folder name is loading',
  },
  view: {
    id: 'share.list.view',
    defaultMessage: 'View',
    description: 'Group label of view buttons',
  },
  viewList: { id: 'share.list.viewList', defaultMessage: 'List', description: 'List view button' },
  viewGrid: { id: 'share.list.viewGrid', defaultMessage: 'Grid', description: 'Grid view button' },
  sortBy: { id: 'share.list.sortBy', defaultMessage: 'Sort by', description: 'Sort select label' },
  sort_name_asc: {
    id: 'share.sort.nameAsc',
    defaultMessage: 'Name (A to Z)',
    description: 'Sort order',
  },
  sort_name_desc: {
    id: 'share.sort.nameDesc',
    defaultMessage: 'Name (Z to A)',
    description: 'Sort order',
  },
  sort_mod_asc: {
    id: 'share.sort.modAsc',
    defaultMessage: 'Modified (oldest first)',
    description: 'Sort order',
  },
  sort_mod_desc: {
    id: 'share.sort.modDesc',
    defaultMessage: 'Modified (newest first)',
    description: 'Sort order',
  },
  sort_size_asc: {
    id: 'share.sort.sizeAsc',
    defaultMessage: 'Size (smallest first)',
    description: 'Sort order',
  },
  sort_size_desc: {
    id: 'share.sort.sizeDesc',
    defaultMessage: 'Size (largest first)',
    description: 'Sort order',
  },
  foldersFirst: {
    id: 'share.list.foldersFirst',
    defaultMessage: 'Folders first',
    description: 'Checkbox: pin folders on top',
  },
  selectAll: { id: 'share.list.selectAll', defaultMessage: 'Select all', description: 'Checkbox' },
  keyboardHelp: {
    id: 'share.list.keyboardHelp',
    defaultMessage:
      'Arrow keys move, Space selects, Shift with arrows selects a range, Enter opens, Backspace goes up a folder.',
    description: 'Screen-reader hint of the file list',
  },
});
