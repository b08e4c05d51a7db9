import { defineMessages } from 'react-intl';

export const compensationMessages = defineMessages({
  title: {
    id: 'activity.page.compensation',
    defaultMessage: 'Our apology, with extra premium days',
    description: 'Page title',
  },
  lead: {
    id: 'activity.compensation.lead',
    defaultMessage:
      'When something goes wrong on our side, we make up for it with premium days. Each account can claim each compensation once.',
    description: 'Page intro',
  },
  aliyunName: {
    id: 'activity.compensation.aliyunName',
    defaultMessage: 'The September 2024 outage',
    description: 'Title of the compensation for the September 2024 outage',
  },
  aliyunStory: {
    id: 'activity.compensation.aliyunStory',
    defaultMessage:
      'In September 2024 an outage at one of our data centers kept some of you away from your files for several hours. We are sorry.',
    description: 'What happened (the September 2024 outage)',
  },
  otherName: {
    id: 'activity.compensation.otherName',
    defaultMessage: 'A recent service interruption',
    description: 'Title of a compensation without its own text',
  },
  otherStory: {
    id: 'activity.compensation.otherStory',
    defaultMessage:
      'A service interruption on our side slowed down or stopped downloads and previews for some of you. We are sorry for the trouble.',
    description: 'What happened (a compensation without its own text)',
  },
  factDays: {
    id: 'activity.compensation.factDays',
    defaultMessage:
      '{days, plural, one {# premium day} other {# premium days}}, added after any premium you already have',
    description: 'What the compensation gives',
  },
  factUntil: {
    id: 'activity.compensation.factUntil',
    defaultMessage: 'Claim by {date}',
    description: 'Last day to claim (a date)',
  },
  ended: {
    id: 'activity.compensation.ended',
    defaultMessage: 'This compensation has ended: claims closed on {date}.',
    description: 'Notice for an ended compensation (a date)',
  },
  endedLink: {
    id: 'activity.compensation.endedLink',
    defaultMessage: 'See what is still running',
    description: 'Link to the activity-end page',
  },
  upcoming: {
    id: 'activity.compensation.upcoming',
    defaultMessage: 'This compensation opens on {date}. Come back then.',
    description: 'Notice for a compensation that has not opened (a date)',
  },
  signInText: {
    id: 'activity.compensation.signInText',
    defaultMessage:
      'Sign in to claim your {days, plural, one {# premium day} other {# premium days}}.',
    description: 'Shown to visitors',
  },
  signIn: {
    id: 'activity.compensation.signIn',
    defaultMessage: 'Sign in to claim',
    description: 'Button for visitors',
  },
  checking: {
    id: 'activity.compensation.checking',
    defaultMessage: 'Checking your compensation…',
    description: 'While the claim status loads',
  },
  loading: {
    id: 'activity.compensation.loading',
    defaultMessage: 'Loading the compensation…',
    description: 'While the compensation loads',
  },
  claim: {
    id: 'activity.compensation.claim',
    defaultMessage: 'Claim {days, plural, one {# premium day} other {# premium days}}',
    description: 'Button: claim the compensation',
  },
  claiming: {
    id: 'activity.compensation.claiming',
    defaultMessage: 'Claiming…',
    description: 'Button while the claim is sent',
  },
  claimed: {
    id: 'activity.compensation.claimed',
    defaultMessage:
      'Done: {days, plural, one {# premium day was} other {# premium days were}} added to your account. Premium now runs until {date}.',
    description: 'After a successful claim (the new premium end date)',
  },
  already: {
    id: 'activity.compensation.already',
    defaultMessage: 'You have already claimed this compensation. Each account can claim it once.',
    description: 'The compensation was claimed before',
  },
  yourExpiry: {
    id: 'activity.compensation.yourExpiry',
    defaultMessage: 'Your premium currently runs until {date}.',
    description: 'Shown to signed-in premium users',
  },
  retry: {
    id: 'activity.compensation.retry',
    defaultMessage: 'Try again',
    description: 'Button after a failure',
  },
  unknownType: {
    id: 'activity.compensation.unknownType',
    defaultMessage: 'We could not find this compensation. The link may be mistyped or out of date.',
    description: 'The type in the address is not a compensation',
  },
  current: {
    id: 'activity.compensation.current',
    defaultMessage: 'See the current compensation',
    description: 'Link to the compensation shown by default',
  },
  othersTitle: {
    id: 'activity.compensation.othersTitle',
    defaultMessage: 'Other compensations',
    description: 'Section title: links to the other compensations',
  },
  howTitle: {
    id: 'activity.compensation.howTitle',
    defaultMessage: 'What you need to do',
    description: 'Section title',
  },
  step1: {
    id: 'activity.compensation.step1',
    defaultMessage: 'Sign in to the account you use with Cumulus.',
    description: 'Step',
  },
  step2: {
    id: 'activity.compensation.step2',
    defaultMessage: 'Press Claim: the days are added at once, after any premium you already have.',
    description: 'Step',
  },
  step3: {
    id: 'activity.compensation.step3',
    defaultMessage: 'Your new premium end date shows here and in Account.',
    description: 'Step',
  },
  cta: {
    id: 'activity.compensation.cta',
    defaultMessage: 'See my premium days',
    description: 'Link to the account page',
  },
});
