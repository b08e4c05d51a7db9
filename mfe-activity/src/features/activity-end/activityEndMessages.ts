import { defineMessages } from 'react-intl';

export const activityEndMessages = defineMessages({
  title: {
    id: 'activity.page.activity-end',
    defaultMessage: 'This campaign has ended',
    description: 'Page title',
  },
  namedTitle: {
    id: 'activity.activityEnd.namedTitle',
    defaultMessage: '{campaign} has ended',
    description: 'Page title naming the ended campaign',
  },
  body: {
    id: 'activity.activityEnd.body',
    defaultMessage:
      'Thank you for your interest. The offer is no longer available, but there is still plenty to explore.',
    description: 'Page text',
  },
  home: {
    id: 'activity.activityEnd.home',
    defaultMessage: 'Back to the home page',
    description: 'Link home',
  },
  premium: {
    id: 'activity.activityEnd.premium',
    defaultMessage: 'See current premium plans',
    description: 'Link to the payment page',
  },
  blackFriday: {
    id: 'activity.activityEnd.blackFriday',
    defaultMessage: 'Black Friday',
    description: 'Campaign name',
  },
  christmas: {
    id: 'activity.activityEnd.christmas',
    defaultMessage: 'The Christmas campaign',
    description: 'Campaign name',
  },
  compensation: {
    id: 'activity.activityEnd.compensation',
    defaultMessage: 'The make-up premium days campaign',
    description: 'Campaign name',
  },
});
