import { defineMessages } from 'react-intl';

export const shopMessages = defineMessages({
  title: { id: 'drive.page.inapp-shop', defaultMessage: 'Shop', description: 'Page title' },
  intro: {
    id: 'drive.shop.intro',
    defaultMessage: 'Premium plans and add-ons for your drive.',
    description: 'Page intro',
  },
  premium: {
    id: 'drive.shop.premium',
    defaultMessage: 'Premium',
    description: 'Legend of the premium plans',
  },
  storage: {
    id: 'drive.shop.storage',
    defaultMessage: 'Extra storage',
    description: 'Legend of the storage add-ons',
  },
  traffic: {
    id: 'drive.shop.traffic',
    defaultMessage: 'Extra transfer quota',
    description: 'Legend of the traffic packs',
  },
});
