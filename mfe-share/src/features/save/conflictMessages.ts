import { defineMessages } from 'react-intl';

/** The name question of a save (decision 0031): Keep both / Replace / Skip for all of them. */
export const saveConflictMessages = defineMessages({
  title: {
    id: 'share.save.conflict.title',
    defaultMessage:
      '{count, plural, one {An item with this name is} other {# items with these names are}} already in “{folder}”',
    description: 'Dialog title: items being saved have names the destination folder already holds',
  },
  names: {
    id: 'share.save.conflict.names',
    defaultMessage: 'Already there',
    description: 'Accessible name of the list of names already in the folder',
  },
  more: {
    id: 'share.save.conflict.more',
    defaultMessage: 'and {count} more',
    description: 'Last line of the list of names when it is cut short',
  },
  choices: {
    id: 'share.save.conflict.choices',
    defaultMessage:
      '{count, plural, one {What should happen to it?} other {What should happen to all # of them?}}',
    description: 'Label of the group of choices; one choice applies to every item listed',
  },
  keepBoth: {
    id: 'share.save.conflict.keepBoth',
    defaultMessage: 'Keep both',
    description: 'Choice: keep the existing item and save this one as "name (1)"',
  },
  keepBothHint: {
    id: 'share.save.conflict.keepBothHint',
    defaultMessage: 'The saved copy gets a number, like “{example}”.',
    description: 'Hint under Keep both; example is the new name of the first item',
  },
  replace: {
    id: 'share.save.conflict.replace',
    defaultMessage: 'Replace',
    description: 'Choice: the existing items go to the trash',
  },
  replaceHint: {
    id: 'share.save.conflict.replaceHint',
    defaultMessage:
      '{count, plural, one {The item already there goes to the trash, where you can restore it.} other {The items already there go to the trash, where you can restore them.}}',
    description: 'Hint under Replace',
  },
  skip: {
    id: 'share.save.conflict.skip',
    defaultMessage: 'Skip',
    description: 'Choice: leave these items out of the save',
  },
  skipHint: {
    id: 'share.save.conflict.skipHint',
    defaultMessage:
      '{count, plural, one {This item is left out; the rest is saved.} other {These items are left out; the rest is saved.}}',
    description: 'Hint under Skip',
  },
  skipAllHint: {
    id: 'share.save.conflict.skipAllHint',
    defaultMessage: 'Nothing new is saved: everything is already there.',
    description: 'Hint under Skip when every item of the save is already in the folder',
  },
  cancel: {
    id: 'share.save.conflict.cancel',
    defaultMessage: 'Cancel',
    description: 'Button: close the question and save nothing',
  },
  go: {
    id: 'share.save.conflict.go',
    defaultMessage: 'Save',
    description: 'Button: save with the choice made',
  },
});
