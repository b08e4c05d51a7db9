import { defineMessages } from 'react-intl';

/** The save bar and what the page says before the save's own code is here (eager). */
export const saveMessages = defineMessages({
  selected: {
    id: 'share.save.selected',
    defaultMessage: '{count, plural, one {# item selected} other {# items selected}} ({size})',
    description: 'Selection summary with total size',
  },
  nothingSelected: {
    id: 'share.save.nothingSelected',
    defaultMessage: 'Select files to save them, or save everything here.',
    description: 'Save bar hint with an empty selection',
  },
  clear: { id: 'share.save.clear', defaultMessage: 'Clear selection', description: 'Button' },
  saveSelected: {
    id: 'share.save.saveSelected',
    defaultMessage: 'Save to my drive',
    description: 'Save the selected items',
  },
  saveAll: {
    id: 'share.save.saveAll',
    defaultMessage: 'Save all to my drive',
    description: 'Save everything in this folder',
  },
  barLabel: {
    id: 'share.save.barLabel',
    defaultMessage: 'Save',
    description: 'Save bar region name',
  },
  preparing: {
    id: 'share.save.preparing',
    defaultMessage: 'Getting ready to save…',
    description: 'Shown while the save’s own code downloads, right after Save to my drive',
  },
  loadFailed: {
    id: 'share.save.loadFailed',
    defaultMessage:
      'The save could not start: part of this page did not load. Check your connection and try again.',
    description: 'The save’s own code could not be downloaded; a Try again button follows',
  },
  retry: {
    id: 'share.save.retry',
    defaultMessage: 'Try again',
    description: 'Button: download the save’s code again, then save',
  },
});
