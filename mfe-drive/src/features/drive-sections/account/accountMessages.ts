import { defineMessages } from 'react-intl';

/** The account page's own sections (decision 0016); its facts are in ../driveMessages. */
export const accountMessages = defineMessages({
  profileTitle: {
    id: 'drive.account.profileTitle',
    defaultMessage: 'Profile',
    description: 'Section title',
  },
  passwordTitle: {
    id: 'drive.account.passwordTitle',
    defaultMessage: 'Password',
    description: 'Section title',
  },
  passwordIntro: {
    id: 'drive.account.passwordIntro',
    defaultMessage:
      'Change the password you sign in with. Your other devices will be signed out; this one stays signed in.',
    description: 'Password section',
  },
  currentPassword: {
    id: 'drive.account.currentPassword',
    defaultMessage: 'Current password',
    description: 'Field label',
  },
  newPassword: {
    id: 'drive.account.newPassword',
    defaultMessage: 'New password',
    description: 'Field label',
  },
  repeatPassword: {
    id: 'drive.account.repeatPassword',
    defaultMessage: 'New password again',
    description: 'Field label',
  },
  passwordHint: {
    id: 'drive.account.passwordHint',
    defaultMessage: 'At least {min} characters. A few words you will remember work well.',
    description: 'Hint under the new password',
  },
  changePassword: {
    id: 'drive.account.changePassword',
    defaultMessage: 'Change password',
    description: 'Button',
  },
  currentMissing: {
    id: 'drive.account.currentMissing',
    defaultMessage: 'Enter your current password.',
    description: 'Field error',
  },
  newTooShort: {
    id: 'drive.account.newTooShort',
    defaultMessage: 'Use at least {min} characters.',
    description: 'Field error',
  },
  newTooLong: {
    id: 'drive.account.newTooLong',
    defaultMessage: 'Use at most {max} characters.',
    description: 'Field error',
  },
  newSame: {
    id: 'drive.account.newSame',
    defaultMessage: 'Choose a password different from your current one.',
    description: 'Field error',
  },
  repeatMismatch: {
    id: 'drive.account.repeatMismatch',
    defaultMessage: 'The two new passwords are not the same.',
    description: 'Field error',
  },
  passwordChanged: {
    id: 'drive.account.passwordChanged',
    defaultMessage:
      'Password changed. {count, plural, =0 {No other device was signed in.} one {# other device was signed out.} other {# other devices were signed out.}}',
    description: 'Status after the change',
  },
  forgotHint: {
    id: 'drive.account.forgotHint',
    defaultMessage:
      'Forgot your current password? Sign out, then choose “Forgot password?” on the sign-in page.',
    description: 'Help under the password form',
  },
  mailTitle: {
    id: 'drive.account.mailTitle',
    defaultMessage: 'Emails',
    description: 'Section title',
  },
  mailIntro: {
    id: 'drive.account.mailIntro',
    defaultMessage: 'Choose the emails you get from Cumulus. A change is saved at once.',
    description: 'Email preferences section',
  },
  mailAccount: {
    id: 'drive.account.mailAccount',
    defaultMessage: 'Account and security notices',
    description: 'Kind of email',
  },
  mailAccountHint: {
    id: 'drive.account.mailAccountHint',
    defaultMessage:
      'Always sent: codes to confirm your address or reset your password, and a notice when your password changes.',
    description: 'Why this kind cannot be turned off',
  },
  mailNewsletter: {
    id: 'drive.account.mailNewsletter',
    defaultMessage: 'Product news',
    description: 'Kind of email',
  },
  mailNewsletterHint: {
    id: 'drive.account.mailNewsletterHint',
    defaultMessage: 'New features and tips, now and then.',
    description: 'Kind of email',
  },
  mailMarketing: {
    id: 'drive.account.mailMarketing',
    defaultMessage: 'Offers and campaigns',
    description: 'Kind of email',
  },
  mailMarketingHint: {
    id: 'drive.account.mailMarketingHint',
    defaultMessage: 'Discounts and seasonal campaigns such as Black Friday.',
    description: 'Kind of email',
  },
  mailSaved: {
    id: 'drive.account.mailSaved',
    defaultMessage: 'Saved.',
    description: 'Status after a change',
  },
  mailLoadFailed: {
    id: 'drive.account.mailLoadFailed',
    defaultMessage: 'Your email choices could not be loaded: {reason}',
    description: 'Error',
  },
  mailSaveFailed: {
    id: 'drive.account.mailSaveFailed',
    defaultMessage: 'That change was not saved: {reason}',
    description: 'Error',
  },
  retry: { id: 'drive.account.retry', defaultMessage: 'Try again', description: 'Button' },
  sessionsTitle: {
    id: 'drive.account.sessionsTitle',
    defaultMessage: 'Signed-in devices',
    description: 'Section title',
  },
  sessionsIntro: {
    id: 'drive.account.sessionsIntro',
    defaultMessage:
      'Lost a phone, or signed in on a computer that is not yours? Sign out everywhere: every device, this one included, will have to sign in again.',
    description: 'Sign out everywhere section',
  },
  signOutEverywhere: {
    id: 'drive.account.signOutEverywhere',
    defaultMessage: 'Sign out everywhere',
    description: 'Button',
  },
  confirmTitle: {
    id: 'drive.account.confirmTitle',
    defaultMessage: 'Sign out everywhere?',
    description: 'Dialog title',
  },
  confirmBody: {
    id: 'drive.account.confirmBody',
    defaultMessage:
      'Every device signed in to your account will be signed out, this one too. Your files stay as they are.',
    description: 'Dialog text',
  },
  signOutFailed: {
    id: 'drive.account.signOutFailed',
    defaultMessage: 'You are still signed in: {reason}',
    description: 'Error in the dialog',
  },
});
