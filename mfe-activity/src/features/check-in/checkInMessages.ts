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
  checkedIn: {
    id: 'activity.checkIn.checkedIn',
    defaultMessage: 'Checked in',
    description: 'Mark on a day of the week already checked in',
  },
  loading: {
    id: 'activity.checkIn.loading',
    defaultMessage: 'Loading your check-in…',
    description: 'While the status loads',
  },
  retry: {
    id: 'activity.checkIn.retry',
    defaultMessage: 'Try again',
    description: 'Button after a failure to load',
  },
  streak: {
    id: 'activity.checkIn.streak',
    defaultMessage: 'Your streak: {streak, plural, one {# day} other {# days}} in a row.',
    description: 'Days checked in in a row',
  },
  checkIn: {
    id: 'activity.checkIn.checkIn',
    defaultMessage: 'Check in today',
    description: 'Button',
  },
  checking: {
    id: 'activity.checkIn.checking',
    defaultMessage: 'Checking in…',
    description: 'Button while the check-in is sent',
  },
  success: {
    id: 'activity.checkIn.success',
    defaultMessage: 'Checked in: you earned {reward}. Premium until {date}.',
    description: 'After checking in; reward is e.g. "2 hours of premium"',
  },
  doneToday: {
    id: 'activity.checkIn.doneToday',
    defaultMessage: 'You have checked in today. Come back tomorrow to keep your streak.',
    description: 'Already checked in today',
  },
  bonus: {
    id: 'activity.checkIn.bonus',
    defaultMessage: '1 day of premium',
    description: 'Reward of day 7',
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
    defaultMessage: 'Check in once per calendar day; days change at midnight UTC.',
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
