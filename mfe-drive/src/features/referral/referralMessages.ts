import { defineMessages } from 'react-intl';

export const referralMessages = defineMessages({
  title: {
    id: 'drive.page.referral',
    defaultMessage: 'Invite friends, earn premium',
    description: 'Page title',
  },
  intro: {
    id: 'drive.referral.intro',
    defaultMessage:
      'Every friend who joins Cumulus through your invite gives you both free premium days.',
    description: 'Page intro',
  },
  stepsTitle: {
    id: 'drive.referral.stepsTitle',
    defaultMessage: 'How it works',
    description: 'Section title',
  },
  step1: {
    id: 'drive.referral.step1',
    defaultMessage:
      'Share your personal invite link: copy it here, or share it from the Cumulus app.',
    description: 'Step',
  },
  step2: {
    id: 'drive.referral.step2',
    defaultMessage: 'Your friend creates an account with that link.',
    description: 'Step',
  },
  step3: {
    id: 'drive.referral.step3',
    defaultMessage: 'You both get premium days once your friend saves a first file.',
    description: 'Step',
  },
  rulesTitle: {
    id: 'drive.referral.rulesTitle',
    defaultMessage: 'Good to know',
    description: 'Section title',
  },
  rule1: {
    id: 'drive.referral.rule1',
    defaultMessage: 'Invite days add to any premium you already have.',
    description: 'Rule',
  },
  rule2: {
    id: 'drive.referral.rule2',
    defaultMessage: 'Accounts created to collect rewards are removed, with their rewards.',
    description: 'Rule',
  },
  signIn: {
    id: 'drive.referral.signIn',
    defaultMessage: 'Sign in to invite friends',
    description: 'Button for visitors',
  },
  inviteLink: {
    id: 'drive.referral.inviteLink',
    defaultMessage: 'Get my invite link',
    description: 'Button: opens the invite link with copy and share',
  },
  account: {
    id: 'drive.referral.account',
    defaultMessage: 'See my premium days',
    description: 'Link to the account section',
  },
});
