import { defineMessages } from 'react-intl';

/** Issue 31: the starred view, where items are, the trash's dates and the details panel. */
export const placeMessages = defineMessages({
  starred: { id: 'drive.view.starred', defaultMessage: 'Starred', description: 'View title' },
  emptyStarred: {
    id: 'drive.empty.starred',
    defaultMessage: 'Nothing is starred yet. Star files and folders to find them here.',
    description: 'Empty starred view',
  },
  inPlace: {
    id: 'drive.place.in',
    defaultMessage: 'in {path}',
    description: 'Under an item of the starred view or search results: the folder it is in',
  },
  fromPlace: {
    id: 'drive.place.from',
    defaultMessage: 'from {path}',
    description: 'Under a trashed item: the folder it was deleted from',
  },
  deletedOn: {
    id: 'drive.trash.deletedOn',
    defaultMessage: 'Deleted {date}',
    description: 'Under a trashed item: when it was put in the trash',
  },
  daysLeft: {
    id: 'drive.trash.daysLeft',
    defaultMessage:
      '{days, plural, =0 {deleted for good today} one {# day left} other {# days left}}',
    description: 'Under a trashed item: days before it is deleted for good',
  },
  retention: {
    id: 'drive.trash.retention',
    defaultMessage: 'Items in the trash are deleted for good after {days} days.',
    description: 'Note above the trash list',
  },
  moreActions: {
    id: 'drive.list.more',
    defaultMessage: 'More actions',
    description: 'Tooltip of the ⋮ button of an item (opens its menu)',
  },
  actionDetails: { id: 'drive.action.details', defaultMessage: 'Details', description: 'Action' },
  actionOpenPlace: {
    id: 'drive.action.openPlace',
    defaultMessage: 'Show in folder',
    description: 'Action: open the folder an item is in',
  },
  detailsTitle: {
    id: 'drive.details.title',
    defaultMessage: 'Details of {name}',
    description: 'Details panel heading',
  },
  place: { id: 'drive.details.place', defaultMessage: 'Location', description: 'Details label' },
  size: { id: 'drive.details.size', defaultMessage: 'Size', description: 'Details label' },
  type: { id: 'drive.details.type', defaultMessage: 'Type', description: 'Details label' },
  created: { id: 'drive.details.created', defaultMessage: 'Created', description: 'Details label' },
  modified: {
    id: 'drive.details.modified',
    defaultMessage: 'Modified',
    description: 'Details label',
  },
  starredLabel: {
    id: 'drive.details.starred',
    defaultMessage: 'Starred',
    description: 'Details label',
  },
  trashed: {
    id: 'drive.details.trashed',
    defaultMessage: 'In the trash since',
    description: 'Details label',
  },
  deleteOn: {
    id: 'drive.details.deleteOn',
    defaultMessage: 'Deleted for good on',
    description: 'Details label',
  },
  yes: { id: 'drive.details.yes', defaultMessage: 'Yes', description: 'Details value' },
  no: { id: 'drive.details.no', defaultMessage: 'No', description: 'Details value' },
  folderType: { id: 'drive.details.folder', defaultMessage: 'Folder', description: 'Type value' },
});
