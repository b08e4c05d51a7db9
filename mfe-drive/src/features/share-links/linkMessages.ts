import { defineMessages } from 'react-intl';

/** The share dialog and the Shared section (`/drive/shared`), issue 30. */
export const linkMessages = defineMessages({
  createTitle: {
    id: 'drive.share.create.title',
    defaultMessage: '{count, plural, =1 {Share “{name}”} other {Share # items}}',
    description: 'Dialog title; name is the one item shared',
  },
  passCodeLegend: {
    id: 'drive.share.passCode.legend',
    defaultMessage: 'Passcode',
    description: 'Group label of the passcode choices',
  },
  passCodeNone: {
    id: 'drive.share.passCode.none',
    defaultMessage: 'No passcode: anyone with the link can open it',
    description: 'Radio choice',
  },
  passCodeRequired: {
    id: 'drive.share.passCode.required',
    defaultMessage: 'Ask for a passcode',
    description: 'Radio choice',
  },
  passCodeLabel: {
    id: 'drive.share.passCode.label',
    defaultMessage: 'Passcode',
    description: 'Field label',
  },
  passCodeHint: {
    id: 'drive.share.passCode.hint',
    defaultMessage: '4 to 10 letters or digits.',
    description: 'Help under the passcode field',
  },
  generate: {
    id: 'drive.share.passCode.generate',
    defaultMessage: 'New code',
    description: 'Button: generate a random passcode',
  },
  passCodeEmpty: {
    id: 'drive.share.passCode.empty',
    defaultMessage: 'Enter a passcode.',
    description: 'Validation',
  },
  passCodeChars: {
    id: 'drive.share.passCode.chars',
    defaultMessage: 'Use only letters and digits.',
    description: 'Validation',
  },
  passCodeLength: {
    id: 'drive.share.passCode.length',
    defaultMessage: 'A passcode has 4 to 10 characters.',
    description: 'Validation',
  },
  expiryLegend: {
    id: 'drive.share.expiry.legend',
    defaultMessage: 'Link expires',
    description: 'Group label of the expiry choices',
  },
  expiryDays: {
    id: 'drive.share.expiry.days',
    defaultMessage: '{days, plural, one {In # day} other {In # days}}',
    description: 'Expiry choice: the link ends after this many days',
  },
  expiryNever: {
    id: 'drive.share.expiry.never',
    defaultMessage: 'Never',
    description: 'Expiry choice',
  },
  allowDownload: {
    id: 'drive.share.allowDownload',
    defaultMessage: 'Allow download',
    description: 'Check box',
  },
  allowDownloadHint: {
    id: 'drive.share.allowDownload.hint',
    defaultMessage: 'Visitors can download the files, not only save them to their drive.',
    description: 'Help under the check box',
  },
  createSubmit: {
    id: 'drive.share.create.submit',
    defaultMessage: 'Create link',
    description: 'Button',
  },
  tooMany: {
    id: 'drive.share.create.tooMany',
    defaultMessage: 'A link can hold at most {max} items. Select fewer.',
    description: 'Error in the dialog',
  },
  createFailed: {
    id: 'drive.share.create.failed',
    defaultMessage: 'The link was not made: {reason}',
    description: 'Error in the dialog',
  },
  createdTitle: {
    id: 'drive.share.created.title',
    defaultMessage: 'Link ready',
    description: 'Dialog title once the link is made',
  },
  linkLabel: {
    id: 'drive.share.link.label',
    defaultMessage: 'Link',
    description: 'Label of the read-only link field',
  },
  copyLink: { id: 'drive.share.copyLink', defaultMessage: 'Copy link', description: 'Button' },
  copyPassCode: {
    id: 'drive.share.copyPassCode',
    defaultMessage: 'Copy passcode',
    description: 'Button',
  },
  linkCopied: {
    id: 'drive.share.linkCopied',
    defaultMessage: 'Link copied.',
    description: 'Status after copying',
  },
  passCodeCopied: {
    id: 'drive.share.passCodeCopied',
    defaultMessage: 'Passcode copied.',
    description: 'Status after copying',
  },
  copyFailed: {
    id: 'drive.share.copyFailed',
    defaultMessage: 'Could not copy. Select the text and copy it yourself.',
    description: 'Status when the clipboard refused',
  },
  shareSheet: {
    id: 'drive.share.shareSheet',
    defaultMessage: 'Share…',
    description: 'Button: the system share sheet (phones)',
  },
  shareSheetText: {
    id: 'drive.share.shareSheet.text',
    defaultMessage: 'Passcode: {code}',
    description: 'Text sent with the link through the system share sheet',
  },
  passCodeShown: {
    id: 'drive.share.passCode.shown',
    defaultMessage: 'Passcode: {code}',
    description: 'The link’s passcode, shown to its owner',
  },
  passCodeOff: {
    id: 'drive.share.passCode.off',
    defaultMessage: 'No passcode',
    description: 'The link opens without a passcode',
  },
  downloadsOn: {
    id: 'drive.share.downloads.on',
    defaultMessage: 'Downloads allowed',
    description: 'Summary of the link’s settings',
  },
  downloadsOff: {
    id: 'drive.share.downloads.off',
    defaultMessage: 'Save to drive only',
    description: 'Summary of the link’s settings: visitors cannot download',
  },
  title: {
    id: 'drive.shared.title',
    defaultMessage: 'Shared',
    description: 'Page title: the share links I made',
  },
  intro: {
    id: 'drive.shared.intro',
    defaultMessage:
      'Links you made to files and folders of your drive, and how often they were used.',
    description: 'Page intro',
  },
  loading: {
    id: 'drive.shared.loading',
    defaultMessage: 'Loading your links…',
    description: 'Loading state',
  },
  loadFailed: {
    id: 'drive.shared.loadFailed',
    defaultMessage: 'Your links could not be loaded: {reason}',
    description: 'Error state',
  },
  retry: { id: 'drive.shared.retry', defaultMessage: 'Try again', description: 'Button' },
  emptyTitle: {
    id: 'drive.shared.empty.title',
    defaultMessage: 'No links yet',
    description: 'Empty state title',
  },
  emptyBody: {
    id: 'drive.shared.empty.body',
    defaultMessage:
      'To share, select files or folders in All files and choose “Share link”. You can ask for a passcode and set an expiry. Your links, and how many people viewed, saved and downloaded them, show up here.',
    description: 'Empty state text',
  },
  openAll: {
    id: 'drive.shared.openAll',
    defaultMessage: 'Go to All files',
    description: 'Link button of the empty state',
  },
  showMore: { id: 'drive.shared.showMore', defaultMessage: 'Show more', description: 'Button' },
  moreFailed: {
    id: 'drive.shared.moreFailed',
    defaultMessage: 'More links could not be loaded: {reason}',
    description: 'Error under the list',
  },
  listLabel: {
    id: 'drive.shared.listLabel',
    defaultMessage: 'My share links',
    description: 'Accessible name of the list',
  },
  statusOk: { id: 'drive.shared.status.ok', defaultMessage: 'Active', description: 'Status' },
  statusExpired: {
    id: 'drive.shared.status.expired',
    defaultMessage: 'Expired',
    description: 'Status',
  },
  statusUnavailable: {
    id: 'drive.shared.status.unavailable',
    defaultMessage: 'Unavailable',
    description: 'Status: visitors cannot open the link (reviewed, blocked, ...)',
  },
  created: {
    id: 'drive.shared.created',
    defaultMessage: 'Created {date}',
    description: 'Date the link was made',
  },
  expires: {
    id: 'drive.shared.expires',
    defaultMessage: 'Expires {date}',
    description: 'Date the link ends',
  },
  expiredOn: {
    id: 'drive.shared.expiredOn',
    defaultMessage: 'Expired {date}',
    description: 'Date the link ended',
  },
  neverExpires: {
    id: 'drive.shared.neverExpires',
    defaultMessage: 'Never expires',
    description: 'The link has no end date',
  },
  views: {
    id: 'drive.shared.views',
    defaultMessage: '{count, plural, one {# view} other {# views}}',
    description: 'Times the share page was opened',
  },
  saves: {
    id: 'drive.shared.saves',
    defaultMessage: '{count, plural, one {# save} other {# saves}}',
    description: 'Times visitors saved the files to their drive',
  },
  downloads: {
    id: 'drive.shared.downloads',
    defaultMessage: '{count, plural, one {# download} other {# downloads}}',
    description: 'Times visitors downloaded files',
  },
  moreItems: {
    id: 'drive.shared.moreItems',
    defaultMessage: '+{count} more',
    description: 'More items in the link than listed',
  },
  itemGone: {
    id: 'drive.shared.itemGone',
    defaultMessage: '{name} (no longer in your drive)',
    description: 'An item of the link was trashed or deleted',
  },
  itemsLabel: {
    id: 'drive.shared.itemsLabel',
    defaultMessage: 'Items in “{title}”',
    description: 'Accessible name of a link’s item list',
  },
  showPassCode: {
    id: 'drive.shared.showPassCode',
    defaultMessage: 'Show passcode',
    description: 'Button',
  },
  hidePassCode: {
    id: 'drive.shared.hidePassCode',
    defaultMessage: 'Hide passcode',
    description: 'Button',
  },
  passCodeHidden: {
    id: 'drive.shared.passCodeHidden',
    defaultMessage: 'Passcode set',
    description: 'The link has a passcode, not shown',
  },
  changePassCode: {
    id: 'drive.shared.changePassCode',
    defaultMessage: 'Change passcode',
    description: 'Button',
  },
  addPassCode: {
    id: 'drive.shared.addPassCode',
    defaultMessage: 'Add passcode',
    description: 'Button',
  },
  removePassCode: {
    id: 'drive.shared.removePassCode',
    defaultMessage: 'Remove passcode',
    description: 'Button',
  },
  passCodeDialogTitle: {
    id: 'drive.shared.passCodeDialog.title',
    defaultMessage: 'Passcode of “{title}”',
    description: 'Dialog title',
  },
  save: { id: 'drive.shared.save', defaultMessage: 'Save', description: 'Button' },
  changeExpiry: {
    id: 'drive.shared.changeExpiry',
    defaultMessage: 'Change expiry',
    description: 'Label of the expiry menu of a link',
  },
  keepExpiry: {
    id: 'drive.shared.keepExpiry',
    defaultMessage: 'Choose…',
    description: 'First entry of the expiry menu (no change)',
  },
  endNow: {
    id: 'drive.shared.endNow',
    defaultMessage: 'End now',
    description: 'Button: the link expires at once',
  },
  revoke: { id: 'drive.shared.revoke', defaultMessage: 'Revoke', description: 'Button' },
  revokeTitle: {
    id: 'drive.shared.revokeTitle',
    defaultMessage: 'Revoke “{title}”?',
    description: 'Dialog title',
  },
  revokeBody: {
    id: 'drive.shared.revokeBody',
    defaultMessage:
      'People who open the link will see that it was deleted. Your files stay in your drive. This cannot be undone, but you can make a new link.',
    description: 'Dialog text',
  },
  linkActions: {
    id: 'drive.shared.linkActions',
    defaultMessage: 'Settings of “{title}”',
    description: 'Accessible name of a link’s settings',
  },
});
