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
  endedOn: {
    id: 'activity.activityEnd.endedOn',
    defaultMessage: 'It ended on {date}.',
    description: 'When the campaign ended (a date)',
  },
  upcomingTitle: {
    id: 'activity.activityEnd.upcomingTitle',
    defaultMessage: 'This campaign has not started yet',
    description: 'Page title for a campaign before its start',
  },
  namedUpcomingTitle: {
    id: 'activity.activityEnd.namedUpcomingTitle',
    defaultMessage: '{campaign} has not started yet',
    description: 'Page title naming a campaign before its start',
  },
  startsOn: {
    id: 'activity.activityEnd.startsOn',
    defaultMessage: 'It starts on {date}. Come back then.',
    description: 'When the campaign starts (a date)',
  },
  stillRunning: {
    id: 'activity.activityEnd.stillRunning',
    defaultMessage: 'Still running',
    description: 'Section title: the campaigns and activities a visitor can still join',
  },
  checkIn: {
    id: 'activity.activityEnd.checkIn',
    defaultMessage: 'Daily check-in: free premium hours every day',
    description: 'Link to the daily check-in page',
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
  aliyunCompensation: {
    id: 'activity.activityEnd.aliyunCompensation',
    defaultMessage: 'The compensation for the September 2024 outage',
    description: 'Name of a compensation type (spec: aliyun_accident_202409)',
  },
  otherCompensation: {
    id: 'activity.activityEnd.otherCompensation',
    defaultMessage: 'This compensation',
    description: 'Name of a compensation type without its own name',
  },
  linkBlackFriday: {
    id: 'activity.activityEnd.linkBlackFriday',
    defaultMessage: 'Black Friday: premium for less',
    description: 'Link to the Black Friday campaign page',
  },
  linkChristmas: {
    id: 'activity.activityEnd.linkChristmas',
    defaultMessage: 'Christmas gifts for your drive',
    description: 'Link to the Christmas campaign page',
  },
  linkCompensation: {
    id: 'activity.activityEnd.linkCompensation',
    defaultMessage: 'Claim your make-up premium days',
    description: 'Link to the compensation page',
  },
});
