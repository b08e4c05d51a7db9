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
  linkTitle: {
    id: 'drive.referral.linkTitle',
    defaultMessage: 'Your invite link',
    description: 'Section title and label of the invite link',
  },
  copy: {
    id: 'drive.referral.copy',
    defaultMessage: 'Copy link',
    description: 'Button: copy the invite link',
  },
  copied: {
    id: 'drive.referral.copied',
    defaultMessage: 'Link copied',
    description: 'Status after copying',
  },
  copyFailed: {
    id: 'drive.referral.copyFailed',
    defaultMessage: 'Could not copy: select the link and copy it yourself.',
    description: 'Status when the browser refused to copy',
  },
  share: {
    id: 'drive.referral.share',
    defaultMessage: 'Share…',
    description: 'Button: share the invite link with the system share sheet',
  },
  shareText: {
    id: 'drive.referral.shareText',
    defaultMessage: 'Join me on Cumulus and get free premium days.',
    description: 'Text sent with a shared invite link',
  },
  rewardsTitle: {
    id: 'drive.referral.rewardsTitle',
    defaultMessage: 'Your rewards',
    description: 'Section title',
  },
  friendsJoined: {
    id: 'drive.referral.friendsJoined',
    defaultMessage: '{count, plural, one {friend joined} other {friends joined}}',
    description: 'Label under the number of friends who joined (the number is shown above it)',
  },
  daysEarned: {
    id: 'drive.referral.daysEarned',
    defaultMessage: '{days, plural, one {premium day earned} other {premium days earned}}',
    description: 'Label under the number of premium days earned (the number is shown above it)',
  },
  perFriend: {
    id: 'drive.referral.perFriend',
    defaultMessage:
      'You earn {inviter, plural, one {# premium day} other {# premium days}} for each friend who joins; your friend gets {newcomer, plural, one {# free day} other {# free days}} of premium.',
    description: 'What the programme gives',
  },
  listTitle: {
    id: 'drive.referral.listTitle',
    defaultMessage: 'Friends who joined',
    description: 'Section title: the list of invited friends',
  },
  friend: {
    id: 'drive.referral.friend',
    defaultMessage: 'Friend',
    description: 'Column: the friend (masked address)',
  },
  joined: {
    id: 'drive.referral.joined',
    defaultMessage: 'Joined',
    description: 'Column: when the friend joined',
  },
  reward: {
    id: 'drive.referral.reward',
    defaultMessage: 'Your reward',
    description: 'Column: the days earned',
  },
  rewardDays: {
    id: 'drive.referral.rewardDays',
    defaultMessage: '+{days, plural, one {# day} other {# days}}',
    description: 'Days earned for one friend',
  },
  empty: {
    id: 'drive.referral.empty',
    defaultMessage:
      'No one has joined with your link yet. Share it with a friend to earn your first premium days.',
    description: 'Empty list',
  },
  more: {
    id: 'drive.referral.more',
    defaultMessage: 'Show more',
    description: 'Button: load more friends',
  },
  loadingMore: {
    id: 'drive.referral.loadingMore',
    defaultMessage: 'Loading…',
    description: 'Button while more friends load',
  },
  loading: {
    id: 'drive.referral.loading',
    defaultMessage: 'Loading your invites…',
    description: 'While the rewards load',
  },
  retry: {
    id: 'drive.referral.retry',
    defaultMessage: 'Try again',
    description: 'Button after a failure',
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
    id: 'drive.referral.step3SignIn',
    defaultMessage:
      'When your friend signs in for the first time, you both get premium days, and your friend shows up in your list.',
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
  rule3: {
    id: 'drive.referral.rule3',
    defaultMessage: 'Each friend counts once. Your own link does not count for you.',
    description: 'Rule',
  },
  signIn: {
    id: 'drive.referral.signIn',
    defaultMessage: 'Sign in to invite friends',
    description: 'Button for visitors',
  },
  account: {
    id: 'drive.referral.account',
    defaultMessage: 'See my premium days',
    description: 'Link to the account section',
  },
});
