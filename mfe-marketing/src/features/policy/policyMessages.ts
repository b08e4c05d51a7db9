import { defineMessages } from 'react-intl';

/** UI strings of the policy pages. */
export const policyMessages = defineMessages({
  pageTitle: { id: 'marketing.policy.title', defaultMessage: 'Policies', description: 'Title' },
  pageIntro: {
    id: 'marketing.policy.intro',
    defaultMessage: 'The rules that govern the use of Cumulus and how we handle your data.',
    description: 'Intro of the policy update notices',
  },
  notFoundTitle: {
    id: 'marketing.policyDoc.title',
    defaultMessage: 'Policy document',
    description: 'Title when the document is unknown',
  },
  notFoundBody: {
    id: 'marketing.policyDoc.notFound',
    defaultMessage: 'There is no such text for this policy. Choose one of its texts below.',
    description: 'Shown for an unknown policy document',
  },
  texts: {
    id: 'marketing.policyDoc.texts',
    defaultMessage: 'Texts of this policy',
    description: 'Heading of the list of texts',
  },
  current: {
    id: 'marketing.policyDoc.current',
    defaultMessage: 'Current version',
    description: 'Badge of the newest version',
  },
  previous: {
    id: 'marketing.policyDoc.previous',
    defaultMessage: 'Previous version',
    description: 'Badge of a version that a newer one replaced',
  },
  effective: {
    id: 'marketing.policyDoc.effective',
    defaultMessage: 'Effective from {date}',
    description: 'Date line of a policy text',
  },
  previousNotice: {
    id: 'marketing.policyDoc.previousNotice',
    defaultMessage: 'This is a previous version of this policy. It was replaced on {date}.',
    description: 'Notice on a previous version; date is when the next version took effect',
  },
  readCurrent: {
    id: 'marketing.policyDoc.readCurrent',
    defaultMessage: 'Read the current version',
    description: 'Link to the newest version',
  },
  allTexts: {
    id: 'marketing.policyDoc.allTexts',
    defaultMessage: 'All texts of this policy',
    description: 'Link back to the policy index',
  },
  whatChanged: {
    id: 'marketing.policyDoc.whatChanged',
    defaultMessage: 'What changed in this version',
    description: 'Heading of the list of changes from the previous version',
  },
  changedSince: {
    id: 'marketing.policyDoc.changedSince',
    defaultMessage: 'Compared with the <link>previous version</link>, in effect from {date}:',
    description:
      'Line before the list of changes; <link> links to the previous version, date is when it took effect',
  },
  firstVersion: {
    id: 'marketing.policyDoc.firstVersion',
    defaultMessage: 'This is the first published version of this policy.',
    description: 'Shown on the oldest dated version',
  },
  contents: {
    id: 'marketing.policyDoc.contents',
    defaultMessage: 'Contents',
    description: 'Heading of the table of contents of a policy text',
  },
  englishGoverns: {
    id: 'marketing.policyDoc.englishGoverns',
    defaultMessage:
      'This translation is provided for your convenience. If it differs from the English text, the English text governs.',
    description: 'Shown above a translated policy text',
  },
  fallbackToEnglish: {
    id: 'marketing.policyDoc.fallbackToEnglish',
    defaultMessage: 'This text could not be loaded in your language, so it is shown in English.',
    description: 'Shown when the translated text failed to load and English is shown',
  },
  loading: {
    id: 'marketing.policyDoc.loading',
    defaultMessage: 'Loading the text…',
    description: 'While a policy text loads',
  },
  loadFailed: {
    id: 'marketing.policyDoc.loadFailed',
    defaultMessage: 'The text could not be loaded. Check your connection and try again.',
    description: 'When a policy text failed to load',
  },
  tryAgain: {
    id: 'marketing.policyDoc.tryAgain',
    defaultMessage: 'Try again',
    description: 'Button to load a policy text again',
  },
  noticeTitle: {
    id: 'marketing.policyUpdate.noticeTitle',
    defaultMessage: '{policy}: updated {date}',
    description: 'Title of a policy update notice',
  },
  readText: {
    id: 'marketing.policyUpdate.readText',
    defaultMessage: 'Read the updated text',
    description: 'Link from a notice to the updated text',
  },
  contact: {
    id: 'marketing.policyDoc.contact',
    defaultMessage: 'Questions about this policy? Contact us',
    description: 'Link to contact page',
  },
});

/** The names of the policies (spec §3 policy kinds). */
export const policyNames = defineMessages({
  'user-agreement': {
    id: 'marketing.policy.userAgreement',
    defaultMessage: 'User agreement',
    description: 'Policy name',
  },
  'privacy-policy': {
    id: 'marketing.policy.privacyPolicy',
    defaultMessage: 'Privacy policy',
    description: 'Policy name',
  },
  'membership-agreement': {
    id: 'marketing.policy.membershipAgreement',
    defaultMessage: 'Membership agreement',
    description: 'Policy name',
  },
  'anti-abuse': {
    id: 'marketing.policy.antiAbuse',
    defaultMessage: 'Anti-abuse policy',
    description: 'Policy name',
  },
  'child-sexual-abuse': {
    id: 'marketing.policy.childSafety',
    defaultMessage: 'Child safety policy',
    description: 'Policy name (child sexual abuse material)',
  },
  'copyright-Infringement': {
    id: 'marketing.policy.copyright',
    defaultMessage: 'Copyright policy',
    description: 'Policy name (copyright infringement)',
  },
  update: {
    id: 'marketing.policy.update',
    defaultMessage: 'Policy updates',
    description: 'Policy name (index of update notices)',
  },
});

/** One line on what each policy is about (its index page). */
export const policySummaries = defineMessages({
  'user-agreement': {
    id: 'marketing.policy.summary.userAgreement',
    defaultMessage:
      'The terms for using Cumulus: your account, your files, share links and our rules.',
    description: 'Intro of the user agreement index',
  },
  'privacy-policy': {
    id: 'marketing.policy.summary.privacyPolicy',
    defaultMessage:
      'What personal data Cumulus collects, why, how long we keep it and your choices.',
    description: 'Intro of the privacy policy index',
  },
  'membership-agreement': {
    id: 'marketing.policy.summary.membershipAgreement',
    defaultMessage:
      'The terms of premium: plans, renewal, cancellation, refunds and free premium time.',
    description: 'Intro of the membership agreement index',
  },
  'anti-abuse': {
    id: 'marketing.policy.summary.antiAbuse',
    defaultMessage: 'What is not allowed on Cumulus, how to report abuse and what we do about it.',
    description: 'Intro of the anti-abuse policy index',
  },
  'child-sexual-abuse': {
    id: 'marketing.policy.summary.childSafety',
    defaultMessage:
      'Our zero tolerance of child sexual abuse material: detection, reporting and action.',
    description: 'Intro of the child safety policy index',
  },
  'copyright-Infringement': {
    id: 'marketing.policy.summary.copyright',
    defaultMessage:
      'How rights holders send a notice, how users respond and our repeat infringer rule.',
    description: 'Intro of the copyright policy index',
  },
});

/** One line on each dated version (index lists and update notices). */
export const policyNotes = defineMessages({
  cs20230523: {
    id: 'marketing.policy.note.cs20230523',
    defaultMessage: 'First version of the child safety policy.',
    description: 'Version note',
  },
  cs20250212: {
    id: 'marketing.policy.note.cs20250212',
    defaultMessage: 'Adds hash matching of known material and faster handling of reports.',
    description: 'Version note',
  },
  ma20220614: {
    id: 'marketing.policy.note.ma20220614',
    defaultMessage: 'First version of the membership agreement.',
    description: 'Version note',
  },
  ma20230823: {
    id: 'marketing.policy.note.ma20230823',
    defaultMessage:
      'Renewal reminders, one-step cancellation, clearer refunds and free premium time rules.',
    description: 'Version note',
  },
  pp20211108: {
    id: 'marketing.policy.note.pp20211108',
    defaultMessage: 'First version of the privacy policy.',
    description: 'Version note',
  },
  pp20231014: {
    id: 'marketing.policy.note.pp20231014',
    defaultMessage:
      'Adds region access checks and the device identifiers used for security checks.',
    description: 'Version note',
  },
  pp20231106: {
    id: 'marketing.policy.note.pp20231106',
    defaultMessage:
      'Adds how long we keep each kind of data, a section on children and account deletion.',
    description: 'Version note',
  },
});
