import { defineMessages } from 'react-intl';

export const contactMessages = defineMessages({
  title: {
    id: 'marketing.contactUs.title',
    defaultMessage: 'Contact us',
    description: 'Page title',
  },
  intro: {
    id: 'marketing.contactUs.intro',
    defaultMessage:
      'Questions about your account, billing or a share link? Our support team answers every message.',
    description: 'Page intro',
  },
  howItWorks: {
    id: 'marketing.contactUs.howItWorks',
    defaultMessage:
      'Fill in the form and we will prepare an email for you to send from your own mail app. We reply by email, usually within two working days.',
    description: 'Explains that the form prepares an email, it does not send anything',
  },
  email: {
    id: 'marketing.contactUs.email',
    defaultMessage: 'Your email address',
    description: 'Form label',
  },
  emailHint: {
    id: 'marketing.contactUs.emailHint',
    defaultMessage: 'Use the address of your Cumulus account, so we can find it.',
    description: 'Form hint',
  },
  topic: { id: 'marketing.contactUs.topic', defaultMessage: 'Topic', description: 'Form label' },
  topicAccount: {
    id: 'marketing.contactUs.topicAccount',
    defaultMessage: 'Account and sign-in',
    description: 'Topic option',
  },
  topicBilling: {
    id: 'marketing.contactUs.topicBilling',
    defaultMessage: 'Premium and billing',
    description: 'Topic option',
  },
  topicShare: {
    id: 'marketing.contactUs.topicShare',
    defaultMessage: 'Share links',
    description: 'Topic option',
  },
  topicOther: {
    id: 'marketing.contactUs.topicOther',
    defaultMessage: 'Something else',
    description: 'Topic option',
  },
  message: {
    id: 'marketing.contactUs.message',
    defaultMessage: 'Your message',
    description: 'Form label',
  },
  submit: {
    id: 'marketing.contactUs.submit',
    defaultMessage: 'Prepare my email',
    description: 'Form submit button',
  },
  emailRequired: {
    id: 'marketing.contactUs.emailRequired',
    defaultMessage: 'Enter your email address.',
    description: 'Validation error',
  },
  emailInvalid: {
    id: 'marketing.contactUs.emailInvalid',
    defaultMessage: 'Enter an email address like name@example.com.',
    description: 'Validation error',
  },
  messageRequired: {
    id: 'marketing.contactUs.messageRequired',
    defaultMessage: 'Tell us how we can help.',
    description: 'Validation error',
  },
  readyTitle: {
    id: 'marketing.contactUs.readyTitle',
    defaultMessage: 'Your email is ready',
    description: 'Success heading',
  },
  readyBody: {
    id: 'marketing.contactUs.readyBody',
    defaultMessage:
      'Nothing has been sent yet. Open it in your mail app, check it and press Send. We will reply to {email}.',
    description: 'Success text; {email} is the visitor address',
  },
  openMail: {
    id: 'marketing.contactUs.openMail',
    defaultMessage: 'Open in my mail app',
    description: 'mailto button',
  },
  edit: {
    id: 'marketing.contactUs.edit',
    defaultMessage: 'Edit my message',
    description: 'Back to the form',
  },
  direct: {
    id: 'marketing.contactUs.direct',
    defaultMessage: 'You can also write to us directly at {address}.',
    description: 'Direct address; {address} is the support email link',
  },
  country: {
    id: 'marketing.contactUs.country',
    defaultMessage: 'Country or region',
    description: 'Form label; also the label of the country line in the prepared email',
  },
  countryNone: {
    id: 'marketing.contactUs.countryNone',
    defaultMessage: 'Choose your country or region',
    description: 'First option of the country list, nothing chosen',
  },
  checking: {
    id: 'marketing.contactUs.checking',
    defaultMessage: 'Checking…',
    description: 'Submit button text while the security check runs',
  },
  notPerson: {
    id: 'marketing.contactUs.notPerson',
    defaultMessage: 'We could not confirm you are a person. Try again.',
    description: 'Shown when the security check (captcha) fails',
  },
});
