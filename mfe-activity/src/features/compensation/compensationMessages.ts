import { defineMessages } from 'react-intl';

export const compensationMessages = defineMessages({
  title: {
    id: 'activity.page.compensation',
    defaultMessage: 'Our apology, with extra premium days',
    description: 'Page title',
  },
  intro: {
    id: 'activity.compensation.intro',
    defaultMessage:
      'In September 2024 an outage at one of our data centers kept some of you away from your files for several hours. We are sorry. To make up for it, we are adding premium days to the accounts affected.',
    description: 'Page intro',
  },
  whoTitle: {
    id: 'activity.compensation.whoTitle',
    defaultMessage: 'Who gets make-up days',
    description: 'Section title',
  },
  whoBody: {
    id: 'activity.compensation.whoBody',
    defaultMessage:
      'Every account that was premium during the outage, and every free account that used Cumulus in the week before it.',
    description: 'Section text',
  },
  howManyTitle: {
    id: 'activity.compensation.howManyTitle',
    defaultMessage: 'How many days',
    description: 'Section title',
  },
  howManyBody: {
    id: 'activity.compensation.howManyBody',
    defaultMessage:
      'Premium members get 7 extra days at the end of their current period. Free accounts get 3 days of premium.',
    description: 'Section text',
  },
  howTitle: {
    id: 'activity.compensation.howTitle',
    defaultMessage: 'What you need to do',
    description: 'Section title',
  },
  howBody: {
    id: 'activity.compensation.howBody',
    defaultMessage:
      'Nothing. The days are added to your account automatically within 72 hours. Your new premium end date is shown in Account.',
    description: 'Section text',
  },
  yourExpiry: {
    id: 'activity.compensation.yourExpiry',
    defaultMessage: 'Your premium currently runs until {date}.',
    description: 'Shown to signed-in premium users',
  },
  cta: {
    id: 'activity.compensation.cta',
    defaultMessage: 'See my premium days',
    description: 'Button to the account page',
  },
});
