import { defineMessages } from 'react-intl';

/** Strings of the dialogs opened by `?action=` links (spec §4). */
export const extraMessages = defineMessages({
  storageTitle: {
    id: 'drive.storage.title',
    defaultMessage: 'Storage',
    description: 'Dialog title',
  },
  storageUsage: {
    id: 'drive.storage.usage',
    defaultMessage: '{usage} of {limit} used',
    description: 'Quota line',
  },
  storageUnlimited: {
    id: 'drive.storage.unlimited',
    defaultMessage: '{usage} used (no limit)',
    description: 'Quota line, unlimited',
  },
  storageTrash: {
    id: 'drive.storage.trash',
    defaultMessage: '{size} of it is in the trash.',
    description: 'Quota detail',
  },
  storageFull: {
    id: 'drive.storage.full',
    defaultMessage:
      'Your drive is full. Uploads, saves and downloads from links will fail until you free up space or get more storage.',
    description: 'Quota state',
  },
  storageNearFull: {
    id: 'drive.storage.nearFull',
    defaultMessage:
      'Your drive is almost full. Empty the trash or delete large files, or get more storage.',
    description: 'Quota state',
  },
  storageOk: {
    id: 'drive.storage.ok',
    defaultMessage: 'You have room for more files.',
    description: 'Quota state',
  },
  getStorage: {
    id: 'drive.storage.get',
    defaultMessage: 'Get more storage',
    description: 'Link to payment/storage',
  },
  openTrash: {
    id: 'drive.storage.openTrash',
    defaultMessage: 'Open the trash',
    description: 'Link',
  },
  trafficTitle: {
    id: 'drive.traffic.title',
    defaultMessage: 'Download traffic',
    description: 'Dialog title',
  },
  trafficBody: {
    id: 'drive.traffic.body',
    defaultMessage:
      'Traffic is what you use when you download or stream files from your drive. Premium comes with more traffic every month; you can also buy extra traffic packs.',
    description: 'Dialog body',
  },
  getTraffic: { id: 'drive.traffic.get', defaultMessage: 'Get more traffic', description: 'Link' },
  redeemTitle: {
    id: 'drive.redeem.title',
    defaultMessage: 'Redeem a code',
    description: 'Dialog title',
  },
  redeemLabel: {
    id: 'drive.redeem.label',
    defaultMessage: 'Activation code',
    description: 'Field label',
  },
  redeemHelp: {
    id: 'drive.redeem.help',
    defaultMessage: 'Enter the code from your gift card or purchase e-mail.',
    description: 'Field help',
  },
  redeem: { id: 'drive.redeem.submit', defaultMessage: 'Redeem', description: 'Button' },
  redeemDone: {
    id: 'drive.redeem.doneUntil',
    defaultMessage: 'Code redeemed. Premium is active until {date}.',
    description: 'Success, with the new premium end date',
  },
  redeemInvalid: {
    id: 'drive.redeem.invalid',
    defaultMessage: 'There is no such code. Check it and try again.',
    description: 'Refused: unknown code',
  },
  redeemAlreadyYours: {
    id: 'drive.redeem.alreadyYours',
    defaultMessage: 'You have already redeemed this code.',
    description: 'Refused: this account used it before',
  },
  redeemUsed: {
    id: 'drive.redeem.used',
    defaultMessage: 'This code has already been used by another account.',
    description: 'Refused: a single-use code used elsewhere',
  },
  redeemExpired: {
    id: 'drive.redeem.expired',
    defaultMessage: 'This code has expired and can no longer be redeemed.',
    description: 'Refused: the code is past its end date',
  },
  inviteTitle: {
    id: 'drive.invite.title',
    defaultMessage: 'Invite friends, get premium days',
    description: 'Dialog title',
  },
  inviteBody: {
    id: 'drive.invite.body',
    defaultMessage:
      'Send this link to friends. When they join Cumulus with it, you both get free premium days.',
    description: 'Dialog body',
  },
  inviteLink: { id: 'drive.invite.link', defaultMessage: 'Your invite link', description: 'Label' },
  copy: { id: 'drive.invite.copy', defaultMessage: 'Copy link', description: 'Button' },
  copied: { id: 'drive.invite.copied', defaultMessage: 'Link copied', description: 'Status' },
  share: { id: 'drive.invite.share', defaultMessage: 'Share…', description: 'Button' },
  inviteMore: {
    id: 'drive.invite.more',
    defaultMessage: 'See your invites and rewards',
    description: 'Link to /referral',
  },
  welcomeTitle: {
    id: 'drive.welcome.title',
    defaultMessage: 'Welcome to your drive',
    description: 'Dialog title',
  },
  welcomeUpload: {
    id: 'drive.welcome.upload',
    defaultMessage: 'Upload files and whole folders with “New”, or drop them on the page.',
    description: 'Tip',
  },
  welcomeSave: {
    id: 'drive.welcome.save',
    defaultMessage: 'Save files from any share link straight into your drive.',
    description: 'Tip',
  },
  welcomeLink: {
    id: 'drive.welcome.link',
    defaultMessage: 'Paste a link under “Download from a link” and Cumulus fetches it for you.',
    description: 'Tip',
  },
  welcomeKeys: {
    id: 'drive.welcome.keys',
    defaultMessage:
      'Use the keyboard: arrows, Enter, Space, Delete, F2 and Ctrl+A work in the list.',
    description: 'Tip',
  },
  gotIt: { id: 'drive.welcome.gotIt', defaultMessage: 'Got it', description: 'Button' },
  activityTitle: {
    id: 'drive.activity.title',
    defaultMessage: 'Offers and events',
    description: 'Dialog title',
  },
  activityNone: {
    id: 'drive.activity.none',
    defaultMessage: 'There are no offers right now. Check back soon.',
    description: 'No live campaign',
  },
  activityUntil: {
    id: 'drive.activity.until',
    defaultMessage: 'Until {date}',
    description: 'Campaign end',
  },
  activityOpen: { id: 'drive.activity.open', defaultMessage: 'See the offer', description: 'Link' },
  popupTitle: {
    id: 'drive.popup.title',
    defaultMessage: 'Something for you',
    description: 'Promotional popup title',
  },
  campaignBlackFriday: {
    id: 'drive.campaign.black-friday',
    defaultMessage: 'Black Friday: premium for less',
    description: 'Campaign name',
  },
  campaignChristmas: {
    id: 'drive.campaign.christmas',
    defaultMessage: 'Christmas gifts for your drive',
    description: 'Campaign name',
  },
  campaignCompensation: {
    id: 'drive.campaign.compensation',
    defaultMessage: 'Service compensation',
    description: 'Campaign name',
  },
  loadFailed: {
    id: 'drive.dialog.loadFailed',
    defaultMessage: 'This could not be loaded. {reason}',
    description: 'Generic dialog error',
  },
});
