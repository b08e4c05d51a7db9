import { defineMessages } from 'react-intl';

export const taskMessages = defineMessages({
  title: { id: 'drive.tasks.title', defaultMessage: 'Tasks', description: 'Tasks dialog title' },
  createTitle: {
    id: 'drive.tasks.createTitle',
    defaultMessage: 'Download from a link',
    description: 'Create URL task dialog title',
  },
  urlLabel: {
    id: 'drive.tasks.urlLabel',
    defaultMessage: 'Link to download (http, https, ftp or magnet)',
    description: 'Field label',
  },
  create: { id: 'drive.tasks.create', defaultMessage: 'Start download', description: 'Button' },
  created: {
    id: 'drive.tasks.created',
    defaultMessage: 'Download started. It continues even if you close this page.',
    description: 'After creating a URL task',
  },
  invalidUrl: {
    id: 'drive.tasks.invalidUrl',
    defaultMessage: 'Enter a full link that starts with http://, https://, ftp:// or magnet:.',
    description: 'Validation',
  },
  dailyLimit: {
    id: 'drive.tasks.dailyLimit',
    defaultMessage:
      "You have reached today's limit of downloads from links. Try again tomorrow, or upgrade to premium for more.",
    description: 'task_daily_create_limit',
  },
  spaceFull: {
    id: 'drive.tasks.spaceFull',
    defaultMessage:
      'Your drive does not have enough free space for this. Free up space or get more storage, then try again.',
    description: 'file_space_not_enough',
  },
  empty: {
    id: 'drive.tasks.empty',
    defaultMessage: 'No tasks yet. Downloads from links and saves from shares show up here.',
    description: 'No tasks',
  },
  list: { id: 'drive.tasks.list', defaultMessage: 'Your tasks', description: 'List label' },
  typeUrl: {
    id: 'drive.tasks.typeUrl',
    defaultMessage: 'Download from a link',
    description: 'Kind',
  },
  typeRestore: {
    id: 'drive.tasks.typeRestore',
    defaultMessage: 'Saved from a share',
    description: 'Kind',
  },
  pending: { id: 'drive.tasks.pending', defaultMessage: 'Waiting to start', description: 'Status' },
  running: {
    id: 'drive.tasks.running',
    defaultMessage: 'In progress: {progress}%',
    description: 'Status',
  },
  done: { id: 'drive.tasks.done', defaultMessage: 'Done', description: 'Status' },
  failed: { id: 'drive.tasks.failed', defaultMessage: 'Failed: {reason}', description: 'Status' },
  failedUnknown: {
    id: 'drive.tasks.failedUnknown',
    defaultMessage: 'Failed. Try again later.',
    description: 'Status without a known reason',
  },
  progress: {
    id: 'drive.tasks.progress',
    defaultMessage: 'Progress of {name}',
    description: 'Progress bar label',
  },
  show: { id: 'drive.tasks.show', defaultMessage: 'Show in my drive', description: 'Button' },
  loadFailed: {
    id: 'drive.tasks.loadFailed',
    defaultMessage: 'Tasks could not be loaded. {reason}',
    description: 'Error',
  },
});
