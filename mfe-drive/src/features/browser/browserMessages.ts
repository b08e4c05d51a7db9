import { defineMessages } from 'react-intl';

export const browserMessages = defineMessages({
  all: { id: 'drive.view.all', defaultMessage: 'All files', description: 'View title' },
  recent: { id: 'drive.view.recent', defaultMessage: 'Recent', description: 'View title' },
  trash: { id: 'drive.view.trash', defaultMessage: 'Trash', description: 'View title' },
  search: {
    id: 'drive.view.search',
    defaultMessage: 'Search results for “{query}”',
    description: 'View title',
  },
  searchEmptyQuery: {
    id: 'drive.view.searchEmpty',
    defaultMessage: 'Search your drive',
    description: 'Search view title without a query',
  },
  searchLabel: {
    id: 'drive.search.label',
    defaultMessage: 'Search in my drive',
    description: 'Search field label',
  },
  searchButton: { id: 'drive.search.button', defaultMessage: 'Search', description: 'Button' },
  breadcrumb: { id: 'drive.breadcrumb', defaultMessage: 'Folder path', description: 'Nav label' },
  itemMenu: {
    id: 'drive.list.itemMenu',
    defaultMessage: 'Actions',
    description: 'Accessible name of the items’ context menu',
  },
  menuHelp: {
    id: 'drive.list.menuHelp',
    defaultMessage: 'Shift+F10 or the Menu key opens the actions of the selection.',
    description: 'Screen-reader help for the list: the context menu',
  },
  keyboardHelp: {
    id: 'drive.list.keyboardHelp',
    defaultMessage:
      'Arrows move, Enter opens, Space selects, Shift extends the selection, Ctrl+A selects all, Delete moves to the trash, F2 renames, Backspace goes up.',
    description: 'Screen-reader help for the list',
  },
  count: {
    id: 'drive.list.count',
    defaultMessage: '{count, plural, one {# item} other {# items}}',
    description: 'Items in the folder',
  },
  loading: { id: 'drive.list.loading', defaultMessage: 'Loading your files…', description: 'Busy' },
  loadFailed: {
    id: 'drive.list.failed',
    defaultMessage: 'Your files could not be loaded. {reason}',
    description: 'List error',
  },
  retry: { id: 'drive.retry', defaultMessage: 'Try again', description: 'Button' },
  emptyFolder: {
    id: 'drive.empty.folder',
    defaultMessage: 'This folder is empty. Drop files here or use Upload.',
    description: 'Empty folder',
  },
  emptyTrash: {
    id: 'drive.empty.trash',
    defaultMessage: 'The trash is empty. Deleted items stay here for 30 days.',
    description: 'Empty trash',
  },
  emptyRecent: {
    id: 'drive.empty.recent',
    defaultMessage: 'Files you add or open will show up here.',
    description: 'Empty recent',
  },
  emptySearch: {
    id: 'drive.empty.search',
    defaultMessage: 'Nothing in your drive matches “{query}”.',
    description: 'No search results',
  },
  folderMissing: {
    id: 'drive.folder.missing',
    defaultMessage: 'This folder does not exist or was deleted.',
    description: 'Deep link to a missing folder',
  },
  backToAll: {
    id: 'drive.folder.backToAll',
    defaultMessage: 'Go to all files',
    description: 'Link',
  },
  sortLabel: { id: 'drive.sort.label', defaultMessage: 'Sort by', description: 'Select label' },
  sortNameAsc: { id: 'drive.sort.nameAsc', defaultMessage: 'Name (A to Z)', description: 'Sort' },
  sortNameDesc: { id: 'drive.sort.nameDesc', defaultMessage: 'Name (Z to A)', description: 'Sort' },
  sortTypeDesc: { id: 'drive.sort.typeDesc', defaultMessage: 'Type', description: 'Sort' },
  sortModAsc: { id: 'drive.sort.modAsc', defaultMessage: 'Oldest first', description: 'Sort' },
  sortModDesc: { id: 'drive.sort.modDesc', defaultMessage: 'Newest first', description: 'Sort' },
  sortSizeAsc: { id: 'drive.sort.sizeAsc', defaultMessage: 'Smallest first', description: 'Sort' },
  sortSizeDesc: { id: 'drive.sort.sizeDesc', defaultMessage: 'Largest first', description: 'Sort' },
  viewList: { id: 'drive.viewType.list', defaultMessage: 'List view', description: 'Toggle' },
  viewGrid: { id: 'drive.viewType.grid', defaultMessage: 'Grid view', description: 'Toggle' },
  newMenu: { id: 'drive.new', defaultMessage: 'New', description: 'Menu button' },
  newFolder: { id: 'drive.new.folder', defaultMessage: 'New folder', description: 'Menu item' },
  newUrlTask: {
    id: 'drive.new.urlTask',
    defaultMessage: 'Download from a link',
    description: 'Menu item: create a URL task',
  },
  tasks: { id: 'drive.tasksButton', defaultMessage: 'Tasks', description: 'Button' },
  selected: {
    id: 'drive.selection.count',
    defaultMessage: '{count, plural, one {# selected} other {# selected}}',
    description: 'Selection bar',
  },
  selectAll: { id: 'drive.selection.all', defaultMessage: 'Select all', description: 'Button' },
  clearSelection: {
    id: 'drive.selection.clear',
    defaultMessage: 'Clear selection',
    description: 'Button',
  },
  dismiss: { id: 'drive.notice.dismiss', defaultMessage: 'Dismiss', description: 'Button' },
  selectionActions: {
    id: 'drive.selection.actions',
    defaultMessage: 'Actions for the selected items',
    description: 'Toolbar label',
  },
  toolbar: { id: 'drive.toolbar', defaultMessage: 'Folder actions', description: 'Toolbar label' },
});
