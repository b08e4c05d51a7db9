import { defineMessages } from 'react-intl';

/** Page titles of this remote. */
export const pageTitles = defineMessages({
  drive: { id: 'drive.page.drive', defaultMessage: 'My drive', description: 'Page title' },
  referral: {
    id: 'drive.page.referral',
    defaultMessage: 'Invite friends, earn premium',
    description: 'Page title',
  },
  'inapp-shop': { id: 'drive.page.inapp-shop', defaultMessage: 'Shop', description: 'Page title' },
});
