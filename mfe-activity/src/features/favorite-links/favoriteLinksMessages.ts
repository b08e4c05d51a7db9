import { defineMessages } from 'react-intl';

export const favoriteLinksMessages = defineMessages({
  title: {
    id: 'activity.page.favorite-links-hub',
    defaultMessage: 'Favorite links',
    description: 'Page title',
  },
  intro: {
    id: 'activity.favoriteLinks.intro',
    defaultMessage: 'The pages people open most, in one place.',
    description: 'Page intro',
  },
  groupApps: {
    id: 'activity.favoriteLinks.groupApps',
    defaultMessage: 'Apps',
    description: 'Group title',
  },
  groupHelp: {
    id: 'activity.favoriteLinks.groupHelp',
    defaultMessage: 'Help',
    description: 'Group title',
  },
  groupAccount: {
    id: 'activity.favoriteLinks.groupAccount',
    defaultMessage: 'Your account',
    description: 'Group title',
  },
  mobile: {
    id: 'activity.favoriteLinks.mobile',
    defaultMessage: 'Phone and tablet apps',
    description: 'Link',
  },
  desktop: {
    id: 'activity.favoriteLinks.desktop',
    defaultMessage: 'Windows and Mac apps',
    description: 'Link',
  },
  extension: {
    id: 'activity.favoriteLinks.extension',
    defaultMessage: 'Browser extension',
    description: 'Link',
  },
  tv: { id: 'activity.favoriteLinks.tv', defaultMessage: 'TV app', description: 'Link' },
  howToSave: {
    id: 'activity.favoriteLinks.howToSave',
    defaultMessage: 'How to save shared files',
    description: 'Link',
  },
  helpCenter: {
    id: 'activity.favoriteLinks.helpCenter',
    defaultMessage: 'Help center',
    description: 'Link',
  },
  faq: {
    id: 'activity.favoriteLinks.faq',
    defaultMessage: 'Frequently asked questions',
    description: 'Link',
  },
  contact: {
    id: 'activity.favoriteLinks.contact',
    defaultMessage: 'Contact us',
    description: 'Link',
  },
  drive: { id: 'activity.favoriteLinks.drive', defaultMessage: 'My drive', description: 'Link' },
  premium: {
    id: 'activity.favoriteLinks.premium',
    defaultMessage: 'Premium plans',
    description: 'Link',
  },
  invite: {
    id: 'activity.favoriteLinks.invite',
    defaultMessage: 'Invite friends',
    description: 'Link',
  },
  checkIn: {
    id: 'activity.favoriteLinks.checkIn',
    defaultMessage: 'Daily check-in',
    description: 'Link',
  },
});
