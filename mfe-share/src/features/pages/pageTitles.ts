import { defineMessages } from 'react-intl';

/** Page titles of this remote. */
export const pageTitles = defineMessages({
  share: { id: 'share.page.share', defaultMessage: 'Shared files', description: 'Page title' },
});
