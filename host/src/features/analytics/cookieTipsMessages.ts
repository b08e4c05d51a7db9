import { defineMessages } from 'react-intl';

/** The cookie tips and the footer's "Cookie settings" (issue 32). */
export const cookieTipsMessages = defineMessages({
  label: {
    id: 'host.cookieTips.label',
    defaultMessage: 'Cookie notice',
    description: 'Accessible name of the cookie notice region',
  },
  title: {
    id: 'host.cookieTips.title',
    defaultMessage: 'Cookies and measurement',
    description: 'Heading of the cookie notice',
  },
  body: {
    id: 'host.cookieTips.body',
    defaultMessage:
      'We use the cookies the site needs to work. With your permission we also measure how the site is used (pages and buttons, never your name or files) to improve it. You can change this at any time under “Cookie settings” at the bottom of the page.',
    description: 'Text of the cookie notice',
  },
  privacy: {
    id: 'host.cookieTips.privacy',
    defaultMessage: 'Privacy policy',
    description: 'Link from the cookie notice to the privacy policy',
  },
  accept: {
    id: 'host.cookieTips.accept',
    defaultMessage: 'Accept',
    description: 'Cookie notice button: allow measurement',
  },
  decline: {
    id: 'host.cookieTips.decline',
    defaultMessage: 'Decline',
    description: 'Cookie notice button: refuse measurement',
  },
  settings: {
    id: 'host.cookieTips.settings',
    defaultMessage: 'Cookie settings',
    description: 'Footer button that opens the cookie notice again',
  },
});
