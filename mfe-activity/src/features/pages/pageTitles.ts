import { defineMessages } from 'react-intl';

/** Page titles of this remote. */
export const pageTitles = defineMessages({
  'activity-end': {
    id: 'activity.page.activity-end',
    defaultMessage: 'This campaign has ended',
    description: 'Page title',
  },
  'check-in': {
    id: 'activity.page.check-in',
    defaultMessage: 'Daily check-in',
    description: 'Page title',
  },
  'check-in-guide': {
    id: 'activity.page.check-in-guide',
    defaultMessage: 'How daily check-in works',
    description: 'Page title',
  },
  'favorite-links-hub': {
    id: 'activity.page.favorite-links-hub',
    defaultMessage: 'Favorite links',
    description: 'Page title',
  },
  'inapp-widget': {
    id: 'activity.page.inapp-widget',
    defaultMessage: 'Cumulus widget',
    description: 'Page title',
  },
  'black-friday': {
    id: 'activity.page.black-friday',
    defaultMessage: 'Black Friday: premium for less',
    description: 'Page title',
  },
  christmas: {
    id: 'activity.page.christmas',
    defaultMessage: 'Christmas gifts from Cumulus',
    description: 'Page title',
  },
  compensation: {
    id: 'activity.page.compensation',
    defaultMessage: 'Our apology, with extra premium days',
    description: 'Page title',
  },
});
