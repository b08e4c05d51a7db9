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
  earlier: {
    id: 'marketing.policyDoc.earlier',
    defaultMessage: 'Earlier version',
    description: 'Badge of an older version',
  },
  effective: {
    id: 'marketing.policyDoc.effective',
    defaultMessage: 'Effective from {date}',
    description: 'Date line of a policy text',
  },
  olderNotice: {
    id: 'marketing.policyDoc.olderNotice',
    defaultMessage: 'You are reading an earlier version of this policy.',
    description: 'Notice on an older version',
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
    defaultMessage: 'What changed',
    description: 'Heading of a version note',
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

/** Names and texts of the policies (our own short wording). */
export const policyTexts = defineMessages({
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
  ua1: {
    id: 'marketing.policy.ua1',
    defaultMessage:
      'This agreement is between you and Cumulus. By creating an account or using the service you accept it.',
    description: 'User agreement paragraph',
  },
  ua2: {
    id: 'marketing.policy.ua2',
    defaultMessage:
      'You keep all rights to the files you store. You give us only the permission we need to store, process and show them to you and to the people you share them with.',
    description: 'User agreement paragraph',
  },
  ua3: {
    id: 'marketing.policy.ua3',
    defaultMessage:
      'You must not use Cumulus to break the law or harm others. We may suspend accounts that do, as described in our anti-abuse policy.',
    description: 'User agreement paragraph',
  },
  pp1: {
    id: 'marketing.policy.pp1',
    defaultMessage:
      'We collect what we need to run the service: your account details, the files you store, and basic device and usage data.',
    description: 'Privacy policy paragraph',
  },
  pp2: {
    id: 'marketing.policy.pp2',
    defaultMessage:
      'We do not sell your personal data. We share it only with providers that help us run Cumulus, under contracts that protect it.',
    description: 'Privacy policy paragraph',
  },
  pp3: {
    id: 'marketing.policy.pp3',
    defaultMessage:
      'You can download or delete your data at any time. Deleting your account removes your files after a short grace period.',
    description: 'Privacy policy paragraph',
  },
  ma1: {
    id: 'marketing.policy.ma1',
    defaultMessage:
      'Premium membership is a paid subscription that adds storage, transfer quota and faster saving.',
    description: 'Membership agreement paragraph',
  },
  ma2: {
    id: 'marketing.policy.ma2',
    defaultMessage:
      'A subscription renews automatically until you cancel it. Cancelling stops the next renewal; premium stays active until the paid period ends.',
    description: 'Membership agreement paragraph',
  },
  ma3: {
    id: 'marketing.policy.ma3',
    defaultMessage:
      'Refunds follow the rules of the store you paid through and the law of your country.',
    description: 'Membership agreement paragraph',
  },
  ab1: {
    id: 'marketing.policy.ab1',
    defaultMessage:
      'Spam, malware, phishing, harassment and content that breaks the law are not allowed on Cumulus.',
    description: 'Anti-abuse paragraph',
  },
  ab2: {
    id: 'marketing.policy.ab2',
    defaultMessage:
      'We may remove share links, limit features or close accounts that break these rules. Serious cases are reported to the authorities.',
    description: 'Anti-abuse paragraph',
  },
  ab3: {
    id: 'marketing.policy.ab3',
    defaultMessage:
      'Report abuse through our contact page. Include the share link if you have one.',
    description: 'Anti-abuse paragraph',
  },
  cs1: {
    id: 'marketing.policy.cs1',
    defaultMessage:
      'Cumulus has zero tolerance for child sexual abuse material. Storing or sharing it is forbidden.',
    description: 'Child safety paragraph',
  },
  cs2: {
    id: 'marketing.policy.cs2',
    defaultMessage:
      'We remove such material as soon as we find it, close the accounts involved and report them to the competent authorities.',
    description: 'Child safety paragraph',
  },
  cs3: {
    id: 'marketing.policy.cs3',
    defaultMessage:
      'If you come across it, do not download or forward it. Report the link to us right away.',
    description: 'Child safety paragraph',
  },
  cr1: {
    id: 'marketing.policy.cr1',
    defaultMessage: 'Only store and share content you have the right to use.',
    description: 'Copyright paragraph',
  },
  cr2: {
    id: 'marketing.policy.cr2',
    defaultMessage:
      'Rights holders can send us a notice naming the work and the share link. We review each notice and disable the link when it is valid.',
    description: 'Copyright paragraph',
  },
  cr3: {
    id: 'marketing.policy.cr3',
    defaultMessage:
      'Accounts that infringe again and again are closed. If you think a link was removed by mistake, you can send a counter-notice.',
    description: 'Copyright paragraph',
  },
  cs20230523: {
    id: 'marketing.policy.note.cs20230523',
    defaultMessage: 'First version of the child safety policy.',
    description: 'Version note',
  },
  cs20250212: {
    id: 'marketing.policy.note.cs20250212',
    defaultMessage: 'Adds automatic detection of known material and faster reporting.',
    description: 'Version note',
  },
  ma20220614: {
    id: 'marketing.policy.note.ma20220614',
    defaultMessage: 'First version of the membership agreement.',
    description: 'Version note',
  },
  ma20230823: {
    id: 'marketing.policy.note.ma20230823',
    defaultMessage: 'Explains automatic renewal and how to cancel more clearly.',
    description: 'Version note',
  },
  pp20211108: {
    id: 'marketing.policy.note.pp20211108',
    defaultMessage: 'First version of the privacy policy.',
    description: 'Version note',
  },
  pp20231014: {
    id: 'marketing.policy.note.pp20231014',
    defaultMessage: 'Lists the providers that help us run the service.',
    description: 'Version note',
  },
  pp20231106: {
    id: 'marketing.policy.note.pp20231106',
    defaultMessage: 'Adds how to download or delete your data yourself.',
    description: 'Version note',
  },
});
