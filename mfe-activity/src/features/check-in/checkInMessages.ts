import { defineMessages } from 'react-intl';

export const checkInMessages = defineMessages({
  title: {
    id: 'activity.page.check-in',
    defaultMessage: 'Daily check-in',
    description: 'Page title',
  },
  intro: {
    id: 'activity.checkIn.intro',
    defaultMessage:
      'Check in every day to collect free premium time. Seven days in a row earn a bonus.',
    description: 'Page intro',
  },
  weekTitle: {
    id: 'activity.checkIn.weekTitle',
    defaultMessage: 'Your week of rewards',
    description: 'Section title',
  },
  day: { id: 'activity.checkIn.day', defaultMessage: 'Day {day}', description: 'Day label' },
  reward: {
    id: 'activity.checkIn.reward',
    defaultMessage: '2 hours of premium',
    description: 'Reward of days 1 to 6',
  },
  bonus: {
    id: 'activity.checkIn.bonus',
    defaultMessage: '1 day of premium',
    description: 'Reward of day 7',
  },
  inApp: {
    id: 'activity.checkIn.inApp',
    defaultMessage: 'Check in from the Cumulus app: open Me, then Check-in.',
    description: 'Where to check in',
  },
  getApp: {
    id: 'activity.checkIn.getApp',
    defaultMessage: 'Get the app',
    description: 'Link to the mobile app page',
  },
  signIn: {
    id: 'activity.checkIn.signIn',
    defaultMessage: 'Sign in to start your streak',
    description: 'Sign-in button for visitors',
  },
  guideLink: {
    id: 'activity.checkIn.guideLink',
    defaultMessage: 'How check-in works',
    description: 'Link to the guide',
  },
  guideTitle: {
    id: 'activity.page.check-in-guide',
    defaultMessage: 'How daily check-in works',
    description: 'Page title',
  },
  rule1: {
    id: 'activity.checkIn.rule1',
    defaultMessage: 'Check in once per calendar day, in your own time zone.',
    description: 'Rule',
  },
  rule2: {
    id: 'activity.checkIn.rule2',
    defaultMessage: 'Days 1 to 6 each give 2 hours of premium; day 7 gives a full day.',
    description: 'Rule',
  },
  rule3: {
    id: 'activity.checkIn.rule3',
    defaultMessage: 'Missing a day starts your streak again from day 1.',
    description: 'Rule',
  },
  rule4: {
    id: 'activity.checkIn.rule4',
    defaultMessage: 'Premium time from check-in adds to any premium you already have.',
    description: 'Rule',
  },
  back: {
    id: 'activity.checkIn.back',
    defaultMessage: 'Back to check-in',
    description: 'Link to the check-in page',
  },
});
