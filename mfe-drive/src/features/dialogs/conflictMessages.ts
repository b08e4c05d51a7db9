import { defineMessages } from 'react-intl';

/** The name conflict dialog (decision 0031). */
export const conflictMessages = defineMessages({
  title: {
    id: 'drive.conflict.title',
    defaultMessage: 'An item named “{name}” already exists',
    description: 'Dialog title: a file or folder with this name is already in the target folder',
  },
  body: {
    id: 'drive.conflict.body',
    defaultMessage: '“{folder}” already holds an item with this name. What should happen?',
    description: 'Dialog text',
  },
  keepBoth: {
    id: 'drive.conflict.keepBoth',
    defaultMessage: 'Keep both',
    description: 'Choice: keep the existing item and add this one as "name (1)"',
  },
  keepBothHint: {
    id: 'drive.conflict.keepBothHint',
    defaultMessage: 'The new item gets a number, like “name (1)”.',
    description: 'Hint under Keep both',
  },
  replace: {
    id: 'drive.conflict.replace',
    defaultMessage: 'Replace',
    description: 'Choice: the existing item goes to the trash',
  },
  replaceHint: {
    id: 'drive.conflict.replaceHint',
    defaultMessage: 'The existing item goes to the trash.',
    description: 'Hint under Replace',
  },
  skip: {
    id: 'drive.conflict.skip',
    defaultMessage: 'Skip',
    description: 'Choice: leave this item out',
  },
  skipHint: {
    id: 'drive.conflict.skipHint',
    defaultMessage: 'This item is left out.',
    description: 'Hint under Skip',
  },
  sameForAll: {
    id: 'drive.conflict.sameForAll',
    defaultMessage: 'Do the same for all {count, plural, one {# conflict} other {# conflicts}}',
    description: 'Checkbox: apply the choice to every remaining conflict',
  },
  choices: {
    id: 'drive.conflict.choices',
    defaultMessage: 'What to do',
    description: 'Label of the group of choices',
  },
  go: { id: 'drive.conflict.go', defaultMessage: 'Continue', description: 'Button' },
});
