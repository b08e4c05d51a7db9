import { defineMessages } from 'react-intl';

export const driveMessages = defineMessages({
  title: { id: 'drive.page.drive', defaultMessage: 'My drive', description: 'Page title' },
  all: { id: 'drive.section.all', defaultMessage: 'All files', description: 'Section title' },
  allBody: {
    id: 'drive.section.allBody',
    defaultMessage: 'Everything in your drive, with folders first and the newest changes on top.',
    description: 'Section description',
  },
  recent: { id: 'drive.section.recent', defaultMessage: 'Recent', description: 'Section title' },
  recentBody: {
    id: 'drive.section.recentBody',
    defaultMessage: 'Files you opened, saved or uploaded lately, on any device.',
    description: 'Section description',
  },
  shared: { id: 'drive.section.shared', defaultMessage: 'Shared', description: 'Section title' },
  sharedBody: {
    id: 'drive.section.sharedBody',
    defaultMessage: 'The links you made to your files and folders, with their views and saves.',
    description: 'Section description',
  },
  trash: { id: 'drive.section.trash', defaultMessage: 'Trash', description: 'Section title' },
  trashBody: {
    id: 'drive.section.trashBody',
    defaultMessage: 'Deleted files wait here until you restore them or empty the trash.',
    description: 'Section description',
  },
  login: { id: 'drive.section.login', defaultMessage: 'Sign in', description: 'Section title' },
  loginBody: {
    id: 'drive.section.loginBody',
    defaultMessage: 'Sign in to open your drive, save shared files and manage premium.',
    description: 'Section description',
  },
  payment: {
    id: 'drive.section.payment',
    defaultMessage: 'Premium and quota',
    description: 'Section title',
  },
  paymentBody: {
    id: 'drive.section.paymentBody',
    defaultMessage: 'Choose premium, or add only the storage or transfer quota you need.',
    description: 'Section description',
  },
  storage: {
    id: 'drive.section.storage',
    defaultMessage: 'Add storage',
    description: 'Section title',
  },
  storageBody: {
    id: 'drive.section.storageBody',
    defaultMessage: 'More room for files and saved shares, on top of your current plan.',
    description: 'Section description',
  },
  traffic: {
    id: 'drive.section.traffic',
    defaultMessage: 'Add transfer quota',
    description: 'Section title',
  },
  trafficBody: {
    id: 'drive.section.trafficBody',
    defaultMessage: 'More download and playback volume for this month.',
    description: 'Section description',
  },
  account: { id: 'drive.section.account', defaultMessage: 'Account', description: 'Section title' },
  accountBody: {
    id: 'drive.section.accountBody',
    defaultMessage: 'Your profile, plan and premium end date.',
    description: 'Section description',
  },
  feedback: {
    id: 'drive.section.feedback',
    defaultMessage: 'Feedback',
    description: 'Section title',
  },
  feedbackBody: {
    id: 'drive.section.feedbackBody',
    defaultMessage: 'Found a bug or missing a feature? Tell us, we read every message.',
    description: 'Section description',
  },
  notFoundTitle: {
    id: 'drive.section.notFoundTitle',
    defaultMessage: 'There is no such place in your drive',
    description: 'Title for an unknown drive section',
  },
  notFoundBody: {
    id: 'drive.section.notFoundBody',
    defaultMessage: 'Pick one of the sections below.',
    description: 'Text for an unknown drive section',
  },
  sections: {
    id: 'drive.section.sections',
    defaultMessage: 'Drive sections',
    description: 'Accessible name of the section list',
  },
  signIn: { id: 'drive.section.signIn', defaultMessage: 'Sign in', description: 'Button' },
  signedInAs: {
    id: 'drive.section.signedInAs',
    defaultMessage: 'You are signed in as {name}.',
    description: 'Login section when already signed in',
  },
  openAll: {
    id: 'drive.section.openAll',
    defaultMessage: 'Go to all files',
    description: 'Link',
  },
  name: { id: 'drive.account.name', defaultMessage: 'Name', description: 'Account field' },
  email: { id: 'drive.account.email', defaultMessage: 'Email', description: 'Account field' },
  plan: { id: 'drive.account.plan', defaultMessage: 'Plan', description: 'Account field' },
  premium: { id: 'drive.account.premium', defaultMessage: 'Premium', description: 'Plan value' },
  premiumUntil: {
    id: 'drive.account.premiumUntil',
    defaultMessage: 'Premium until {date}',
    description: 'Plan value with end date',
  },
  free: { id: 'drive.account.free', defaultMessage: 'Free', description: 'Plan value' },
  notSignedIn: {
    id: 'drive.account.notSignedIn',
    defaultMessage: 'Sign in to see your account.',
    description: 'Account section for visitors',
  },
  writeToUs: {
    id: 'drive.section.writeToUs',
    defaultMessage: 'Write to us',
    description: 'Link to the contact page',
  },
});
